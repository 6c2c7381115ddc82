import { describe, expect, it } from 'vitest';
import type { GogLibraryGame } from '@gameshelf/contracts';
import { fixtureGogLibrary, makeGogLibraryGame } from '@gameshelf/mocks';
import { GOG_SORT_OPTIONS, gogGameTitle, gogReleaseText, isGogSort, matchesGogSearch, viewGogLibrary } from './library-view.ts';

const byId = (id: number) => fixtureGogLibrary.find((g) => g.id === id)!;
const titles = (list: readonly GogLibraryGame[]) => list.map(gogGameTitle);

describe('gogGameTitle', () => {
  it('shows the catalog display name when mapped, else GOG’s title', () => {
    expect(gogGameTitle(byId(201))).toBe('더 위쳐 3: 와일드 헌트');
    expect(gogGameTitle(byId(207))).toBe('Heroes of Might and Magic® 3: Complete');
  });
});

describe('matchesGogSearch', () => {
  it('matches GOG’s title or the display name, trimmed and ignoring case', () => {
    const witcher = byId(201);
    expect(matchesGogSearch(witcher, '  game of the YEAR ')).toBe(true);
    expect(matchesGogSearch(witcher, '위쳐')).toBe(true);
    expect(matchesGogSearch(witcher, 'WILD hunt')).toBe(true);
    expect(matchesGogSearch(witcher, '사이버펑크')).toBe(false);
    expect(matchesGogSearch(byId(208), 'planescape')).toBe(true);
    expect(matchesGogSearch(byId(208), '   ')).toBe(true);
  });
});

describe('viewGogLibrary', () => {
  it('sorts by title, mapped always first, case-insensitively', () => {
    const list = viewGogLibrary(fixtureGogLibrary, '', 'title');
    const firstUnmapped = list.findIndex((g) => !g.mapped);
    expect(firstUnmapped).toBe(6);
    expect(list.slice(firstUnmapped).every((g) => !g.mapped)).toBe(true);
    expect(titles(list.slice(firstUnmapped))).toEqual([
      'Divinity: Original Sin 2 - Definitive Edition',
      'Fallout: New Vegas Ultimate Edition',
      'Heroes of Might and Magic® 3: Complete',
      'Planescape: Torment: Enhanced Edition',
    ]);
    const lower = makeGogLibraryGame({ id: 1, gogId: '1', gogTitle: 'abc' });
    const upper = makeGogLibraryGame({ id: 2, gogId: '2', gogTitle: 'ABD' });
    expect(titles(viewGogLibrary([upper, lower], '', 'title'))).toEqual(['abc', 'ABD']);
  });

  it('sorts by the most recent sync, mapped still first, titles breaking ties', () => {
    const list = viewGogLibrary(fixtureGogLibrary, '', 'sync');
    expect(list.slice(0, 6).map((g) => g.id)).toEqual([201, 203, 204, 206, 202, 205]);
    expect(list.slice(6).map((g) => g.id)).toEqual([210, 209, 207, 208]);
  });

  it('keeps only the games that match the search', () => {
    expect(viewGogLibrary(fixtureGogLibrary, 'edition', 'title').map((g) => g.id)).toEqual([201, 210, 209, 208]);
    expect(viewGogLibrary(fixtureGogLibrary, '젤다', 'title')).toEqual([]);
  });
});

describe('gogReleaseText', () => {
  it('shows a mapped game’s release date as YYYY.MM.DD 출시, as given', () => {
    expect(gogReleaseText(byId(201))).toBe('2015.05.19 출시');
    expect(gogReleaseText({ igdbGame: { ...byId(201).igdbGame!, firstReleaseDate: '2015-05-19T00:00:00.000Z' } })).toBe('2015.05.19 출시');
  });

  it('has none without a date or for an unmapped game', () => {
    expect(gogReleaseText(byId(207))).toBeNull();
    expect(gogReleaseText({ igdbGame: { ...byId(201).igdbGame!, firstReleaseDate: null } })).toBeNull();
  });
});

describe('sort options', () => {
  it('are title and sync, in the contract’s order, with Korean labels', () => {
    expect(GOG_SORT_OPTIONS).toEqual([
      { value: 'title', label: '제목순' },
      { value: 'sync', label: '최근 동기화순' },
    ]);
    expect(isGogSort('sync')).toBe(true);
    expect(isGogSort('playtime')).toBe(false);
  });
});
