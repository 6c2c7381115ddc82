import type { Notice, NoticeInput } from '@gameshelf/contracts';

/** The id in /admin/notices/{id}/edit, or null when it is not a positive integer. */
export function parseAdminNoticeId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** The editor's starting values: the notice being edited, or an empty one. */
export const noticeFormDefaults = (notice: Notice | null): NoticeInput => ({
  title: notice?.title ?? '',
  contentSummary: notice?.contentSummary ?? '',
  content: notice?.content ?? '',
  isImportant: notice?.isImportant ?? false,
});
