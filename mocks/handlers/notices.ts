import { HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import {
  NoticeIdParamsSchema,
  commonMessages,
  getLatestImportantNotice,
  getNotice,
  listImportantNotices,
  noticeMessages,
  pageNotices,
  type ErrorBody,
  type Notice,
  pageOf,
} from '@gameshelf/contracts';
import { fixtureNotices, makeNotice, toNoticeSummary } from '../fixtures/notices.ts';
import { handle } from './endpoint.ts';
import { pageRequestOf } from './page-request.ts';

const json = <T extends JsonBodyType>(body: T, status = 200): HttpResponse<T> => HttpResponse.json(body, { status });
const fail = (message: string, status: number) => json<ErrorBody>({ message }, status);

/** Notices answering as the API does: newest first, paged, 204 when nothing is important. */
export function noticeHandlersFor(notices: readonly Notice[] = fixtureNotices): HttpHandler[] {
  return [
    handle(getLatestImportantNotice, () => {
      const latest = notices.find((n) => n.isImportant);
      return latest ? json(toNoticeSummary(latest)) : new HttpResponse(null, { status: 204 });
    }),
    handle(listImportantNotices, () => json(notices.filter((n) => n.isImportant).map(toNoticeSummary))),
    handle(pageNotices, ({ request }) => {
      return json(pageOf(notices.map(toNoticeSummary), pageRequestOf(new URL(request.url))));
    }),
    handle(getNotice, ({ params }) => {
      const parsed = NoticeIdParamsSchema.safeParse(params);
      if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? noticeMessages.invalidId, 400);
      const notice = notices.find((n) => n.id === parsed.data.id);
      return notice ? json(notice) : fail(noticeMessages.notFound, 404);
    }),
  ];
}

/** 45 notices: three pages of 20. */
const many = Array.from({ length: 45 }, (_, i) =>
  makeNotice({
    id: 100 + i,
    title: `점검 안내 ${45 - i}`,
    createdAt: new Date(Date.UTC(2026, 9, 1) + (45 - i) * 86_400_000).toISOString(),
  }),
);

export const noticeHandlers = {
  get loaded(): HttpHandler[] {
    return noticeHandlersFor();
  },
  get many(): HttpHandler[] {
    return noticeHandlersFor(many);
  },
  get empty(): HttpHandler[] {
    return noticeHandlersFor([]);
  },
  /** No important notice: latest-important answers 204. */
  get noneImportant(): HttpHandler[] {
    return noticeHandlersFor(fixtureNotices.map((n) => ({ ...n, isImportant: false })));
  },
  error: [
    handle(getLatestImportantNotice, () => fail(commonMessages.internalError, 500)),
    handle(pageNotices, () => fail(commonMessages.internalError, 500)),
    handle(getNotice, () => fail(commonMessages.internalError, 500)),
  ],
};
