import { describe, expect, it } from 'vitest';
import { formatNoticeDate, parseNoticeId } from './notice-id.ts';

describe('notice ids and dates', () => {
  it('takes positive integers only', () => {
    expect(parseNoticeId('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-3', '1.5', 'abc', '12a', '9999999999']) expect(parseNoticeId(bad)).toBeNull();
  });

  it('writes the Korean day', () => {
    expect(formatNoticeDate('2026-11-23T15:30:00Z')).toBe('2026.11.24');
  });
});
