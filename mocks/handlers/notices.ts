import { http, HttpResponse, type HttpHandler } from 'msw';
import { apiPaths, commonMessages, noticeMessages, type ErrorBody, type Notice, type NoticePage } from '@gameshelf/contracts';
import { fixtureNotices, makeNotice, toNoticeSummary } from '../fixtures/notices.ts';

const route = {
  list: `*${apiPaths.notices}`,
  latest: `*${apiPaths.latestImportantNotice}`,
  important: `*${apiPaths.importantNotices}`,
  one: `*${apiPaths.noticePattern}`,
} as const;

const fail = (message: string, status: number) => HttpResponse.json<ErrorBody>({ message }, { status });

/** Notices answering as the API does: newest first, paged, 204 when nothing is important. */
export function noticeHandlersFor(notices: readonly Notice[] = fixtureNotices): HttpHandler[] {
  return [
    http.get(route.latest, () => {
      const latest = notices.find((n) => n.isImportant);
      return latest ? HttpResponse.json(toNoticeSummary(latest)) : new HttpResponse(null, { status: 204 });
    }),
    http.get(route.important, () => HttpResponse.json(notices.filter((n) => n.isImportant).map(toNoticeSummary))),
    http.get(route.list, ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 0);
      const size = Number(url.searchParams.get('size') ?? 20);
      const body: NoticePage = {
        content: notices.slice(page * size, (page + 1) * size).map(toNoticeSummary),
        page,
        size,
        totalElements: notices.length,
        last: (page + 1) * size >= notices.length,
      };
      return HttpResponse.json(body);
    }),
    http.get(route.one, ({ params }) => {
      const raw = String(params.id);
      if (!/^\d+$/.test(raw) || Number(raw) <= 0) return fail(noticeMessages.invalidId, 400);
      const notice = notices.find((n) => n.id === Number(raw));
      return notice ? HttpResponse.json(notice) : fail(noticeMessages.notFound, 404);
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
    http.get(route.latest, () => fail(commonMessages.internalError, 500)),
    http.get(route.list, () => fail(commonMessages.internalError, 500)),
    http.get(route.one, () => fail(commonMessages.internalError, 500)),
  ],
};
