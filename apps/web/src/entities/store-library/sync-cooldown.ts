import { STORE_SYNC_COOLDOWN_SECONDS } from '@gameshelf/contracts';

/**
 * The clock a store library's sync cooldown counts with (Steam and GOG). One seam so stories can hold
 * the countdown still for their screenshots (the rest of the page keeps the real clock).
 */
type Clock = () => number;
const realClock: Clock = () => Date.now();
let current: Clock = realClock;

export const syncClock = (): number => current();

/** Replaces the cooldown clock until the returned function is called (stories and tests). */
export function setSyncClock(clock: Clock): () => void {
  current = clock;
  return () => {
    current = realClock;
  };
}

/** When a cooldown of `remainingSeconds` seen at `now` ends (ms), or null when there is none. */
export const cooldownEndsAt = (remainingSeconds: number, now: number): number | null =>
  remainingSeconds > 0 ? now + remainingSeconds * 1000 : null;

/**
 * When the cooldown after a sync at `lastSyncedAt` (ISO) ends (ms), or null when it is over or there
 * was none. A sync time ahead of this device's clock counts as just now: never more than the full
 * cooldown.
 */
export function cooldownEndsAfterSync(
  lastSyncedAt: string | null,
  now: number,
  cooldownSeconds = STORE_SYNC_COOLDOWN_SECONDS,
): number | null {
  const syncedAt = lastSyncedAt === null ? Number.NaN : Date.parse(lastSyncedAt);
  if (Number.isNaN(syncedAt)) return null;
  const endsAt = Math.min(syncedAt, now) + cooldownSeconds * 1000;
  return endsAt > now ? endsAt : null;
}

/** Whole seconds left until `endsAt` (rounded up, never below 0). */
export function secondsLeft(endsAt: number | null, now: number): number {
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** '2분 5초', '3분' or '45초'. */
export function formatWait(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest}초`;
  return rest === 0 ? `${minutes}분` : `${minutes}분 ${rest}초`;
}
