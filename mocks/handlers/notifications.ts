import { HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import {
  commonMessages,
  countUnreadNotifications,
  pageNotifications,
  type ErrorBody,
  type Notification,
  pageOf,
} from '@gameshelf/contracts';
import { handle } from './endpoint.ts';
import { pageRequestOf } from './page-request.ts';

const json = <T extends JsonBodyType>(body: T, status = 200): HttpResponse<T> => HttpResponse.json(body, { status });
const fail = () => json<ErrorBody>({ message: commonMessages.internalError }, 500);

/** A user's notifications as the API answers them (the session in stories is always the owner). */
export function notificationHandlersFor(items: readonly Notification[]): HttpHandler[] {
  return [
    handle(countUnreadNotifications, () => json({ count: items.filter((n) => !n.isRead).length })),
    handle(pageNotifications, ({ request }) => {
      return json(pageOf(items, pageRequestOf(new URL(request.url))));
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
  error: [handle(pageNotifications, fail), handle(countUnreadNotifications, fail)],
};
