import { steamMessages } from '@gameshelf/contracts';

/**
 * The clock the sync cooldown counts with. One seam so stories can hold the countdown still for
 * their screenshots (the rest of the page keeps the real clock).
 */
type Clock = () => number;
const realClock: Clock = () => Date.now();
let current: Clock = realClock;

export const steamClock = (): number => current();

/** Replaces the cooldown clock until the returned function is called (stories and tests). */
export function setSteamClock(clock: Clock): () => void {
  current = clock;
  return () => {
    current = realClock;
  };
}

/** When a cooldown of `remainingSeconds` seen at `now` ends (ms), or null when there is none. */
export const cooldownEndsAt = (remainingSeconds: number, now: number): number | null =>
  remainingSeconds > 0 ? now + remainingSeconds * 1000 : null;

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

/** The sync control's cooldown line (spec 3 §8: the time left with '동기화는 3분마다 가능합니다.'). */
export function cooldownText(seconds: number): string {
  return `${formatWait(seconds)} 후 다시 동기화할 수 있어요. ${steamMessages.cooldownHint}`;
}
