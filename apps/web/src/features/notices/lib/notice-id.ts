/** The id in /notices/{id}, or null when it is not a positive integer ('잘못된 공지사항 ID입니다.'). */
export function parseNoticeId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** '2026.11.24' in Korea. */
export const formatNoticeDate = (iso: string): string =>
  new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(new Date(iso))
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value)
    .join('.');
