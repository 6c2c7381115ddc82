/** Days the product counts in (daily limits, "not in the future") are calendar days in Korea. */
export const KOREA_TIME_ZONE = 'Asia/Seoul';

/** The calendar day of `at` in Asia/Seoul, as YYYY-MM-DD. */
export function koreanDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: KOREA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
