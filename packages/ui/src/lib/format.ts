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
