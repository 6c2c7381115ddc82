import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPaths, commonMessages, type ErrorBody, type Notification, type NotificationPage } from '@gameshelf/contracts';

const route = { list: `*${apiPaths.notifications}`, unread: `*${apiPaths.notificationsUnreadCount}` } as const;

/** A user's notifications as the API answers them (the session in stories is always the owner). */
export function notificationHandlersFor(items: readonly Notification[]): HttpHandler[] {
  return [
    http.get(route.unread, () => HttpResponse.json({ count: items.filter((n) => !n.isRead).length })),
    http.get(route.list, ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 0);
      const size = Number(url.searchParams.get('size') ?? 20);
      const body: NotificationPage = {
        content: items.slice(page * size, (page + 1) * size),
        page,
        size,
        totalElements: items.length,
        last: (page + 1) * size >= items.length,
      };
      return HttpResponse.json(body);
    }),
  ];
}

const unread = (count: number): Notification[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    type: 'NOTICE',
    title: `새 공지 ${i + 1}`,
    message: '새 공지사항이 올라왔어요.',
    linkUrl: '/notices/3',
    isRead: false,
    // Four days before now (minus a minute each), so the screen's relative time reads the same every day.
    createdAt: new Date(Date.now() - 4 * 86_400_000 - i * 60_000).toISOString(),
  }));

export const notificationHandlers = {
  get empty(): HttpHandler[] {
    return notificationHandlersFor([]);
  },
  /** Twelve unread: the bell reads '9+'. */
  get twelveUnread(): HttpHandler[] {
    return notificationHandlersFor(unread(12));
  },
  error: [
    http.get(route.list, () => HttpResponse.json<ErrorBody>({ message: commonMessages.internalError }, { status: 500 })),
    http.get(route.unread, () => HttpResponse.json<ErrorBody>({ message: commonMessages.internalError }, { status: 500 })),
  ],
};
