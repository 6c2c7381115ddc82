import { describe, expect, it } from 'vitest';
import { suggestionKeywords } from '../../src/modules/store-library/service.ts';

describe('suggestionKeywords', () => {
  it.each([
    ['Hades: Battle Out of Hell', ['Hades: Battle Out of Hell', 'Hades', 'Hades: Battle']],
    ['Hollow Knight - Official Soundtrack', ['Hollow Knight - Official Soundtrack', 'Hollow Knight']],
    ['DARK SOULS™ III', ['DARK SOULS III', 'DARK SOULS']],
    ['Portal 2', ['Portal 2']],
    ['Celeste (Classic)', ['Celeste (Classic)', 'Celeste']],
    ['X', []],
  ])('searches %j as %j', (title, keywords) => {
    expect(suggestionKeywords(title)).toEqual(keywords);
  });
});
