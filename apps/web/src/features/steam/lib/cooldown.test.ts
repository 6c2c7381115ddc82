import { afterEach, describe, expect, it } from 'vitest';
import { cooldownEndsAt, cooldownText, formatWait, secondsLeft, setSteamClock, steamClock } from './cooldown.ts';

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

describe('cooldown text', () => {
  it('shows minutes and seconds, seconds alone under a minute, minutes alone when whole', () => {
    expect(formatWait(125)).toBe('2분 5초');
    expect(formatWait(45)).toBe('45초');
    expect(formatWait(180)).toBe('3분');
  });

  it('adds the spec line to the time left', () => {
    expect(cooldownText(125)).toBe('2분 5초 후 다시 동기화할 수 있어요. 동기화는 3분마다 가능합니다.');
  });
});

describe('steam clock', () => {
  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  it('can be held still and given back', () => {
    restore = setSteamClock(() => 42);
    expect(steamClock()).toBe(42);
    restore();
    restore = undefined;
    expect(Math.abs(steamClock() - Date.now())).toBeLessThan(1000);
  });
});
