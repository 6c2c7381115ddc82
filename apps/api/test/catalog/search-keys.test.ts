import { describe, expect, it } from 'vitest';
import { gameSearchDocument, initialsKey, parseSearchQuery, searchKey } from '../../src/modules/catalog/search/search-keys.ts';

describe('searchKey', () => {
  it.each([
    ['The Witcher 3: Wild Hunt', 'witcher3wildhunt'],
    ['witcher3', 'witcher3'],
    ['Final Fantasy VII', 'finalfantasy7'],
    ['FINAL FANTASY 7', 'finalfantasy7'],
    ['Ｆｉｎａｌ Ｆａｎｔａｓｙ Ⅶ', 'finalfantasy7'],
    ['Pokémon Scarlet', 'pokemonscarlet'],
    ["Link's Awakening", 'linksawakening'],
    ['Ratchet & Clank', 'ratchetandclank'],
    ['A Plague Tale: Innocence', 'plaguetaleinnocence'],
    ['엘든 링', '엘든링'],
    ['엘든링', '엘든링'],
    ['Pokémon LEGENDS 아르세우스', 'pokemonlegends아르세우스'],
    ['エルデンリング', 'エルデンリング'],
    ['Mega Man X', 'megaman10'],
  ])('%s → %s', (text, key) => {
    expect(searchKey(text)).toBe(key);
  });

  it('keeps a lone article and a lone numeral-looking word', () => {
    expect(searchKey('The')).toBe('the');
    expect(searchKey('V')).toBe('5');
  });

  it('leaves roman-numeral look-alikes inside words alone', () => {
    expect(searchKey('Civilization VI')).toBe('civilization6');
    expect(searchKey('Mix Vivid')).toBe('mixvivid');
  });
});

describe('initialsKey', () => {
  it('takes the initial consonants of Hangul syllables only', () => {
    expect(initialsKey('엘든 링')).toBe('ㅇㄷㄹ');
    expect(initialsKey('젤다의 전설 브레스 오브 더 와일드')).toBe('ㅈㄷㅇㅈㅅㅂㄹㅅㅇㅂㄷㅇㅇㄷ');
    expect(initialsKey('마리오 카트 8 디럭스')).toBe('ㅁㄹㅇㅋㅌㄷㄹㅅ');
  });
});

describe('gameSearchDocument', () => {
  it('keeps each distinct name key once, the main name first, and 초성 of Hangul names', () => {
    expect(gameSearchDocument(['Elden Ring', '엘든 링', 'ELDEN RING', null, '엘든링'])).toEqual({
      key: 'eldenring 엘든링',
      initials: 'ㅇㄷㄹ',
      korean: true,
    });
    expect(gameSearchDocument(['Portal 2'])).toEqual({ key: 'portal2', initials: '', korean: false });
  });
});

describe('parseSearchQuery', () => {
  it('recognises 초성-only keywords, spaces or not', () => {
    expect(parseSearchQuery('ㅇㄷㄹ')).toMatchObject({ key: 'ㅇㄷㄹ', initialsOnly: true, korean: true });
    expect(parseSearchQuery('ㅈㄷ ㅇㅈㅅ')).toMatchObject({ key: 'ㅈㄷㅇㅈㅅ', initialsOnly: true });
    expect(parseSearchQuery('엘ㄷ')).toMatchObject({ initialsOnly: false, korean: true });
  });

  it('keeps the words of a multi-word keyword for loose matching', () => {
    expect(parseSearchQuery('witcher wild hunt')).toMatchObject({ key: 'witcherwildhunt', words: ['witcher', 'wild', 'hunt'] });
    expect(parseSearchQuery('portal')).toMatchObject({ key: 'portal', words: [] });
  });

  it('returns null when nothing searchable is left', () => {
    expect(parseSearchQuery('!!! --- ')).toBeNull();
  });
});
