import { koreanDay } from '@gameshelf/contracts';

/** The id in /notices/{id}, or null when it is not a positive integer ('잘못된 공지사항 ID입니다.'). */
export function parseNoticeId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** '2026.11.24' in Korea. */
export const formatNoticeDate = (iso: string): string => koreanDay(new Date(iso)).replaceAll('-', '.');
