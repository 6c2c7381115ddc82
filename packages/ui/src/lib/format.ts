/** 'YYYY.MM.DD' from an ISO date or date-time, read as written (no time-zone shift). */
export function formatDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (match) return `${match[1]}.${match[2]}.${match[3]}`;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}.${pad(date.getMonth() + 1)}.${pad(date.getDate())}`;
}

/** Playtime: under one hour in minutes ('45분'), otherwise whole hours ('12시간'). */
export function formatPlaytime(hours: number): string {
  if (hours < 1) return `${Math.round(hours * 60)}분`;
  return `${Math.round(hours)}시간`;
}

/** External score out of 100, as a whole number ('87'). */
export function formatScore(n: number): string {
  return String(Math.round(n));
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * '방금 전' under a minute, then 'N분 전', 'N시간 전' (under 24 h), 'N일 전' (under 30 days),
 * 'N개월 전' (30-day months, under 12) and 'N년 전' (365-day years, at least 1).
 * A date in the future counts as '방금 전' (clock skew between server and device).
 */
export function formatRelativeTime(date: Date | string | number, now: Date = new Date()): string {
  const time = new Date(date).getTime();
  if (Number.isNaN(time)) return '';
  const diff = Math.max(0, now.getTime() - time);
  if (diff < MINUTE_MS) return '방금 전';
  if (diff < HOUR_MS) return `${Math.floor(diff / MINUTE_MS)}분 전`;
  if (diff < DAY_MS) return `${Math.floor(diff / HOUR_MS)}시간 전`;
  const days = Math.floor(diff / DAY_MS);
  if (days < 30) return `${days}일 전`;
  const months = Math.floor(days / 30);
  if (months < 12) return `${months}개월 전`;
  return `${Math.max(1, Math.floor(days / 365))}년 전`;
}

// Made on first use: a formatter built when the module loads would load locale data on every page
// that imports this file, money or not.
let wonFormat: Intl.NumberFormat | undefined;
let manFormat: Intl.NumberFormat | undefined;

/** Won: '9,900원' under 10,000; from 10,000 in 만 with one decimal unless whole ('1만원', '1.5만원', '12.3만원'). */
export function formatWon(amount: number): string {
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  if (abs < 10_000) return `${sign}${(wonFormat ??= new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 })).format(abs)}원`;
  const man = Math.round(abs / 1_000) / 10;
  return `${sign}${(manFormat ??= new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 1 })).format(man)}만원`;
}
