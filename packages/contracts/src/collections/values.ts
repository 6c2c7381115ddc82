import { hasDirectionControl, visibleLength, visibleText } from '../common/values.ts';
import { CALENDAR_DATE_MIN, isRealDate } from '../common/dates.ts';
import { collectionMessages } from './messages.ts';

/** Spec 2 §5 and §9. */
export const COLLECTION_NAME_MIN = 2;
export const COLLECTION_NAME_MAX = 10;
export const PLAYTIME_HOURS_MAX = 9999;
export const COMPLETION_STEP = 5;
export const PERSONAL_NOTES_MAX = 20;
export const PURCHASE_STORE_MAX = 50;
export const COLLECTIONS_PAGE_SIZE_DEFAULT = 20;
export const COLLECTIONS_PAGE_SIZE_MAX = 100;

/** The `code` of the 403 a private collection answers to anyone but its owner. */
export const PRIVATE_COLLECTION_CODE = 'PRIVATE_COLLECTION';

/** Play status of a collected game (spec 2 §4). */
export const PLAY_STATUSES = ['BACKLOG', 'PLAYING', 'COMPLETED'] as const;
export type PlayStatus = (typeof PLAY_STATUSES)[number];
export const PLAY_STATUS_LABELS: Record<PlayStatus, string> = {
  BACKLOG: '플레이 전',
  PLAYING: '플레이 중',
  COMPLETED: '클리어',
};

/** Length as users count it: characters (code points). */
export const charLength = (text: string): number => [...text].length;

/**
 * The name rule of spec 2 §5, in order: required, at least 2, at most 10 characters. A name that shows
 * nothing is empty, the minimum counts what shows, and direction overrides are refused.
 */
export function collectionNameError(value: string): string | null {
  const name = visibleText(value);
  if (name === '') return collectionMessages.nameRequired;
  if (visibleLength(name) < COLLECTION_NAME_MIN) return collectionMessages.nameTooShort;
  if (charLength(name) > COLLECTION_NAME_MAX) return collectionMessages.nameTooLong;
  if (hasDirectionControl(name)) return collectionMessages.nameCharacters;
  return null;
}

/**
 * The play-status rules (spec 2 §4), applied by the server on every save and by the form as the
 * status changes: BACKLOG has no playtime and no progress, COMPLETED is 100 % done, PLAYING keeps both.
 */
export function applyPlayStatusRules<T extends { playStatus: PlayStatus; playtimeHours: number; completionPercentage: number }>(
  entry: T,
): T {
  if (entry.playStatus === 'BACKLOG') return { ...entry, playtimeHours: 0, completionPercentage: 0 };
  if (entry.playStatus === 'COMPLETED') return { ...entry, completionPercentage: 100 };
  return entry;
}

/** The earliest purchase date taken (docs/decisions.md, "Dates within a sane range"). */
export const PURCHASE_DATE_MIN = CALENDAR_DATE_MIN;

/**
 * Why a purchase date is refused, or null: a real YYYY-MM-DD from PURCHASE_DATE_MIN to `today` (the
 * day in Korea). The server and the edit form both ask this.
 */
export function purchaseDateProblem(value: string, today: string): string | null {
  if (!isRealDate(value)) return collectionMessages.purchaseDateInvalid;
  if (value < PURCHASE_DATE_MIN) return collectionMessages.purchaseDateTooEarly;
  if (value > today) return collectionMessages.purchaseDateFuture;
  return null;
}
