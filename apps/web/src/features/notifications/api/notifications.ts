import { useInfiniteQuery } from '@tanstack/react-query';
import { NOTIFICATIONS_PAGE_SIZE, type NotificationPage, pageNotifications } from '@gameshelf/contracts';
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
