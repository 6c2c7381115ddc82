import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getNotificationPreferences,
  updateNotificationPreferences,
  type NotificationKind,
  type NotificationPreferences,
} from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { notificationKeys } from '../../../entities/notifications/notification-count.ts';

/** Which notification kinds the user hears of (read when the settings dialog shows them). */
export const useNotificationPreferences = (enabled: boolean) =>
  useQuery({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => call(getNotificationPreferences, { signal }),
    enabled,
  });

/** One kind's switch: changed at once, put back (and `onError`) when saving fails. */
export function useUpdateNotificationKind({ onError }: { onError: () => void }) {
  const queryClient = useQueryClient();
  const key = notificationKeys.preferences();
  return useMutation({
    mutationFn: ({ kind, enabled }: { kind: NotificationKind; enabled: boolean }) =>
      call(updateNotificationPreferences, { body: { kinds: { [kind]: enabled } } }),
    onMutate: async ({ kind, enabled }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationPreferences>(key);
      if (previous) queryClient.setQueryData<NotificationPreferences>(key, { kinds: { ...previous.kinds, [kind]: enabled } });
      return { previous };
    },
    onSuccess: (preferences) => queryClient.setQueryData(key, preferences),
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      onError();
    },
  });
}
