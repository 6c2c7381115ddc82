import { useQuery } from '@tanstack/react-query';
import { countUnreadNotifications } from '@gameshelf/contracts';
import { call } from '../../lib/api-client.ts';

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
};

/** The header bell's unread count: the signed-in user's, read again every minute; 0 for guests or on failure. */
export function useUnreadNotificationCount(enabled: boolean): number {
  const query = useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => call(countUnreadNotifications, { signal }),
    enabled,
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
  return enabled ? (query.data?.count ?? 0) : 0;
}
