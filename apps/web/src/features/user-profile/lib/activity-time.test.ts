import { describe, expect, it } from 'vitest';
import { activityTime } from './activity-time.ts';

const now = new Date('2026-11-24T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('activityTime', () => {
  it("says '방금 전' under an hour, even for a clock a little ahead", () => {
    expect(activityTime(before(0), now)).toBe('방금 전');
    expect(activityTime(before(59 * MINUTE), now)).toBe('방금 전');
    expect(activityTime(before(-5 * MINUTE), now)).toBe('방금 전');
  });

  it('counts whole hours under a day and whole days under a week', () => {
    expect(activityTime(before(HOUR), now)).toBe('1시간 전');
    expect(activityTime(before(23 * HOUR + 59 * MINUTE), now)).toBe('23시간 전');
    expect(activityTime(before(DAY), now)).toBe('1일 전');
    expect(activityTime(before(7 * DAY - MINUTE), now)).toBe('6일 전');
  });

  it('gives the date in Korea from a week on', () => {
    expect(activityTime(before(7 * DAY), now)).toBe('2026년 11월 17일');
    // 16:30 UTC is already the next day in Seoul.
    expect(activityTime('2026-11-01T16:30:00Z', now)).toBe('2026년 11월 2일');
  });

  it('says nothing for a time it cannot read', () => {
    expect(activityTime('not a date', now)).toBe('');
  });
});
