import { describe, expect, it } from 'vitest';
import { clipped } from '../../src/modules/previews/preview-card.ts';

describe('clipped', () => {
  it('keeps text within the limit, with its white space collapsed', () => {
    expect(clipped('  젤다의\n\n전설  ', 6)).toBe('젤다의 전설');
    expect(clipped('abc', 3)).toBe('abc');
    expect(clipped('', 3)).toBe('');
  });

  it('cuts longer text to the limit counting the ellipsis', () => {
    expect(clipped('abcd', 3)).toBe('ab…');
    expect(clipped('가나다라마바사', 5)).toBe('가나다라…');
    expect(clipped('x'.repeat(10_000), 160)).toBe(`${'x'.repeat(159)}…`);
  });

  it('counts by code point, never splitting a character outside the basic plane', () => {
    expect(clipped('🎮🎮🎮', 3)).toBe('🎮🎮🎮');
    expect(clipped('🎮🎮🎮🎮', 3)).toBe('🎮🎮…');
    expect(clipped('a🎮b🎮c', 4)).toBe('a🎮b…');
  });
});
