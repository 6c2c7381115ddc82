import { describe, expect, it } from 'vitest';
import { secondsLeft } from '../../../entities/store-library/sync-cooldown.ts';
import { cooldownClickMessage, gogCooldownEndsAt } from './gog-cooldown.ts';

const now = Date.parse('2026-11-20T09:31:00.000Z');
const left = (endsAt: number | null) => secondsLeft(endsAt, now);

describe('gogCooldownEndsAt', () => {
  it('takes the stats’ cooldown when it is active', () => {
    expect(left(gogCooldownEndsAt({ cooldownEndsAt: now + 125_000 }, '2026-11-20T09:30:00.000Z', now))).toBe(125);
  });

  it('has none when the loaded stats say the server allows a sync, whatever the last sync was', () => {
    expect(gogCooldownEndsAt({ cooldownEndsAt: null }, '2026-11-20T09:30:00.000Z', now)).toBeNull();
  });

  it('without stats counts 180 seconds from the profile’s last sync, never below 0', () => {
    expect(left(gogCooldownEndsAt(undefined, '2026-11-20T09:30:00.000Z', now))).toBe(120);
    expect(left(gogCooldownEndsAt(undefined, '2026-11-20T09:28:05.000Z', now))).toBe(5);
    expect(gogCooldownEndsAt(undefined, '2026-11-20T09:20:00.000Z', now)).toBeNull();
  });

  it('has none without stats or a last sync', () => {
    expect(gogCooldownEndsAt(undefined, null, now)).toBeNull();
    expect(gogCooldownEndsAt({ cooldownEndsAt: null }, undefined, now)).toBeNull();
  });
});

describe('cooldownClickMessage', () => {
  it('says minutes and seconds, seconds alone under a minute (spec 3 §8)', () => {
    expect(cooldownClickMessage(125)).toBe('2분 5초 후 다시 동기화 가능합니다. 동기화는 3분마다 가능합니다.');
    expect(cooldownClickMessage(120)).toBe('2분 0초 후 다시 동기화 가능합니다. 동기화는 3분마다 가능합니다.');
    expect(cooldownClickMessage(45)).toBe('45초 후 다시 동기화 가능합니다. 동기화는 3분마다 가능합니다.');
  });
});
