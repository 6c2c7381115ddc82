import { createHmac } from 'node:crypto';
import {
  noticeMessages,
  type MessageResponse,
  type Notice,
  type NoticeInputSchema,
  type NoticePage,
  type NoticeSummary,
  pageFields,
} from '@gameshelf/contracts';
import { noticeHtml } from '@gameshelf/contracts/notice-html';
import type { z } from 'zod';
import { NotFoundError } from '../../shared/errors.ts';
import { koreanDay } from '../../shared/korean-day.ts';
import { TtlLruCache } from '../../shared/ttl-lru-cache.ts';
import type { NoticeRow, NoticesRepository, NoticeSummaryRow } from './notices-repository.ts';

type NoticeValues = z.output<typeof NoticeInputSchema>;

const DAY_MS = 86_400_000;

/** How many important notices `GET /api/notices/important` lists. */
const IMPORTANT_LIMIT = 10;

const iso = (value: string) => new Date(value).toISOString();
const toSummary = (row: NoticeSummaryRow): NoticeSummary => ({ ...row, createdAt: iso(row.createdAt) });
/**
 * Each notice's body as safe HTML (notice-html.ts), rendered once per edit: a notice is written rarely and
 * read by every visitor, and a long one takes milliseconds to render.
 */
const renderedBodies = new TtlLruCache<string>(200, 3_600_000);
function bodyHtml(row: NoticeRow): string {
  const key = `${row.id}|${row.updatedAt}`;
  let html = renderedBodies.get(key);
  if (html === undefined) {
    html = noticeHtml(row.content);
    renderedBodies.set(key, html);
  }
  return html;
}

const toNotice = (row: NoticeRow): Notice => ({
  ...toSummary(row),
  content: row.content,
  contentHtml: bodyHtml(row),
  updatedAt: iso(row.updatedAt),
});

/**
 * Who is viewing: a signed-in user, or a guest known only by a keyed hash of their address. The browser's
 * own name (User-Agent) is not part of it: a guest chooses it freely, and a new one per request would
 * count a view per request.
 */
export type NoticeVisitor = { userId: number } | { address: string };

/**
 * Notices (spec 2 §2, §7): public reading with a view counted at most once per visitor and Korean
 * day; writing is for admins (the routes require the role).
 */
export function createNoticesService(deps: { notices: NoticesRepository; visitorKey: string; now?: () => Date }) {
  const repo = deps.notices;
  const now = deps.now ?? (() => new Date());
  let prunedOn: string | null = null;
  const visitorId = (visitor: NoticeVisitor) =>
    'userId' in visitor
      ? `u:${visitor.userId}`
      : `g:${createHmac('sha256', deps.visitorKey).update(visitor.address).digest('base64url').slice(0, 32)}`;

  return {
    async page(page: number, size: number): Promise<NoticePage> {
      const { rows, total } = await repo.page(page, size);
      return { content: rows.map(toSummary), ...pageFields({ page, size }, total) };
    },

    important: async (): Promise<NoticeSummary[]> => (await repo.important(IMPORTANT_LIMIT)).map(toSummary),

    /** The newest important notice, or null (the route answers 204). */
    async latestImportant(): Promise<NoticeSummary | null> {
      const [row] = await repo.important(1);
      return row ? toSummary(row) : null;
    },

    /** One notice without counting a view (a link preview is not a visit). */
    async find(id: number): Promise<Notice> {
      const row = await repo.byId(id);
      if (!row) throw new NotFoundError(noticeMessages.notFound);
      return toNotice(row);
    },

    async read(id: number, visitor: NoticeVisitor): Promise<Notice> {
      const today = koreanDay(now());
      // Once a day per process: who viewed before yesterday is never asked again.
      if (prunedOn !== today) {
        prunedOn = today;
        await repo.forgetViewsBefore(koreanDay(new Date(now().getTime() - DAY_MS)));
      }
      const row = await repo.view(id, visitorId(visitor), today);
      if (!row) throw new NotFoundError(noticeMessages.notFound);
      return toNotice(row);
    },

    async create(values: NoticeValues): Promise<Notice> {
      return toNotice(await repo.create(values));
    },

    async update(id: number, values: NoticeValues): Promise<Notice> {
      const row = await repo.update(id, values);
      if (!row) throw new NotFoundError(noticeMessages.notFound);
      return toNotice(row);
    },

    async delete(id: number): Promise<MessageResponse> {
      if (!(await repo.delete(id))) throw new NotFoundError(noticeMessages.notFound);
      return { message: noticeMessages.deleted };
    },
  };
}

export type NoticesService = ReturnType<typeof createNoticesService>;
