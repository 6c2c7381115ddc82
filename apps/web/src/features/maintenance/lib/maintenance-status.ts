import { koreanDay, maintenanceFileOf, type MaintenanceFile, getMaintenanceState, seoulTimeOfDay } from '@gameshelf/contracts';
import { formatKoreanDate } from '../../../lib/korean-date.ts';

/**
 * Reads `/maintenance.json` past every cache (a timestamp query and no-store). A failed or non-OK read
 * or a broken file means no maintenance (spec 3 §8 "Shell"): null.
 */
export async function readMaintenanceFile(now: number, fetchFile: typeof fetch = fetch): Promise<MaintenanceFile | null> {
  try {
    const response = await fetchFile(`${getMaintenanceState.path}?t=${now}`, {
      cache: 'no-store',
      headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
    });
    if (!response.ok) {
      // Read to the end all the same: an unread answer stays an open request (the page never idles).
      await response.text();
      return null;
    }
    return maintenanceFileOf(await response.json());
  } catch {
    return null;
  }
}

/** Whole seconds left until `endsAt` (rounded up, never below 0). */
export const secondsUntil = (endsAt: number, now: number): number => Math.max(0, Math.ceil((endsAt - now) / 1000));

/** The remaining time in hours and minutes, or '약 1분' under two minutes (spec 3 §9). */
export function formatRemaining(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 1) return '약 1분';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `약 ${rest}분`;
  return rest === 0 ? `약 ${hours}시간` : `약 ${hours}시간 ${rest}분`;
}

/** A moment in Asia/Seoul: its day ('2026년 12월 1일 (화)') and time ('오전 2:00'). */
function seoulText(date: Date): { day: string; time: string } {
  return { day: formatKoreanDate(koreanDay(date)), time: seoulTimeOfDay(date) };
}

/**
 * The range in the Korean locale and Asia/Seoul: '2026년 12월 1일 (화) 오전 2:00 ~ 오전 6:00', the
 * end's date repeated only when it falls on another day.
 */
export function formatMaintenanceRange(startIso: string, endIso: string): string {
  const start = seoulText(new Date(startIso));
  const end = seoulText(new Date(endIso));
  return `${start.day} ${start.time} ~ ${end.day === start.day ? end.time : `${end.day} ${end.time}`}`;
}
