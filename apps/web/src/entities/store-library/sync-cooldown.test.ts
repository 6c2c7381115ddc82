import { afterEach, describe, expect, it } from 'vitest';
import { cooldownEndsAfterSync, cooldownEndsAt, formatWait, secondsLeft, setSyncClock, syncClock } from './sync-cooldown.ts';

describe('cooldown countdown', () => {
  it('ends the reported seconds after it was seen, and none for no cooldown', () => {
    expect(cooldownEndsAt(125, 1_000_000)).toBe(1_125_000);
    expect(cooldownEndsAt(0, 1_000_000)).toBeNull();
  });

  it('counts whole seconds left, rounding up and never below 0', () => {
    expect(secondsLeft(1_125_000, 1_000_000)).toBe(125);
    expect(secondsLeft(1_125_000, 1_000_001)).toBe(125);
    expect(secondsLeft(1_125_000, 1_124_000)).toBe(1);
    expect(secondsLeft(1_125_000, 1_200_000)).toBe(0);
    expect(secondsLeft(null, 1_000_000)).toBe(0);
  });
});

describe('cooldown after the last sync', () => {
  const syncedAt = '2026-11-20T09:30:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('ends 180 seconds after the sync, and is over (null) from then on', () => {
    const now = at('2026-11-20T09:31:00.000Z');
    expect(secondsLeft(cooldownEndsAfterSync(syncedAt, now), now)).toBe(120);
    expect(cooldownEndsAfterSync(syncedAt, at('2026-11-20T09:33:00.000Z'))).toBeNull();
    expect(cooldownEndsAfterSync(syncedAt, at('2026-11-21T00:00:00.000Z'))).toBeNull();
  });

  it('has none without a sync or with an unreadable time, and never more than the full cooldown', () => {
    expect(cooldownEndsAfterSync(null, 0)).toBeNull();
    expect(cooldownEndsAfterSync('yesterday', 0)).toBeNull();
    const before = at('2026-11-20T09:00:00.000Z');
    expect(secondsLeft(cooldownEndsAfterSync(syncedAt, before), before)).toBe(180);
    expect(secondsLeft(cooldownEndsAfterSync(syncedAt, at(syncedAt) + 500, 60), at(syncedAt) + 500)).toBe(60);
  });
});

describe('formatWait', () => {
  it('shows minutes and seconds, seconds alone under a minute, minutes alone when whole', () => {
    expect(formatWait(125)).toBe('2분 5초');
    expect(formatWait(45)).toBe('45초');
    expect(formatWait(180)).toBe('3분');
  });
});

describe('sync clock', () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  it('can be held still and given back', () => {
    restore = setSyncClock(() => 42);
    expect(syncClock()).toBe(42);
    restore();
    restore = undefined;
    expect(Math.abs(syncClock() - Date.now())).toBeLessThan(1000);
  });
});
