import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_PAGE_SIZE, type NotificationPage, markNotificationsRead, pageNotifications } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { notificationKeys } from '../../../entities/notifications/notification-count.ts';

/** The signed-in user's notifications, newest first, 20 at a time. */
export const useNotifications = () =>
  useInfiniteQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => call(pageNotifications, { query: { page: pageParam, size: NOTIFICATIONS_PAGE_SIZE }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last: NotificationPage) => (last.last ? undefined : last.page + 1),
  });

/**
 * Marks read what the screen showed (up to the newest id shown); the bell takes the unread count the
 * server answers. The list keeps what it showed, so this visit still tells the new ones apart.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upToId: number) => call(markNotificationsRead, { body: { upToId } }),
    onSuccess: (unread) => queryClient.setQueryData(notificationKeys.unread(), unread),
  });
}
