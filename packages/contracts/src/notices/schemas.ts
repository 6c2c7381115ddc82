import '../zod-config.ts';
import { z } from 'zod';
import { idParam, pageSchema } from '../common/schemas.ts';
import { noticeMessages } from './messages.ts';
import { NOTICE_CONTENT_MAX, NOTICE_SUMMARY_MAX, NOTICE_TITLE_MAX, NOTICES_PAGE_SIZE } from './values.ts';

/** A notice in lists and the home strip (spec 1 §3, spec 2 §3): no body. */
export const NoticeSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  contentSummary: z.string().nullable(),
  isImportant: z.boolean(),
  viewCount: z.number().int(),
  createdAt: z.string(),
});
export type NoticeSummary = z.infer<typeof NoticeSummarySchema>;

/**
 * One notice: its markdown body as written (`content`, what the editor edits) and the same body as safe
 * HTML rendered by the server (`contentHtml`, notice-html.ts), which is what readers are shown.
 */
export const NoticeSchema = NoticeSummarySchema.extend({
  content: z.string(),
  contentHtml: z.string(),
  updatedAt: z.string(),
});
export type Notice = z.infer<typeof NoticeSchema>;

export const NoticePageSchema = pageSchema(NoticeSummarySchema);
export type NoticePage = z.infer<typeof NoticePageSchema>;
export const NoticeListSchema = z.array(NoticeSummarySchema);

export const NoticePageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(NOTICES_PAGE_SIZE),
});

/** `/api/notices/{id}`: a positive id, else '잘못된 공지사항 ID입니다.'. */
export const NoticeIdParamsSchema = z.object({
  id: idParam(noticeMessages.invalidId),
});

const trimmed = () => z.string().transform((value) => value.trim());

/** `POST /api/notices` and `PUT /api/notices/{id}` (admin). */
export const NoticeInputSchema = z.object({
  title: trimmed()
    .refine((value) => value.length > 0, { message: noticeMessages.titleRequired })
    .refine((value) => [...value].length <= NOTICE_TITLE_MAX, { message: noticeMessages.titleTooLong }),
  content: z
    .string({ error: noticeMessages.contentRequired })
    .refine((value) => value.trim().length > 0, { message: noticeMessages.contentRequired })
    .refine((value) => value.length <= NOTICE_CONTENT_MAX, { message: noticeMessages.contentTooLong }),
  contentSummary: trimmed()
    .refine((value) => [...value].length <= NOTICE_SUMMARY_MAX, { message: noticeMessages.summaryTooLong })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  isImportant: z.boolean().default(false),
});
export type NoticeInput = z.input<typeof NoticeInputSchema>;
