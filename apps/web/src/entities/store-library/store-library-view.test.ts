import { describe, expect, it } from 'vitest';
import { compareSyncedDesc, compareTitles, matchesAnyName, sortMappedFirst } from './store-library-view.ts';

describe('matchesAnyName', () => {
  it('finds a trimmed, case-insensitive part of any name, skipping missing ones', () => {
    expect(matchesAnyName('  WITCHER ', ['The Witcher 3', undefined])).toBe(true);
    expect(matchesAnyName('위쳐', [null, '더 위쳐 3'])).toBe(true);
    expect(matchesAnyName('zelda', ['The Witcher 3', null])).toBe(false);
    expect(matchesAnyName('   ', [])).toBe(true);
  });
});

describe('ordering', () => {
  it('compares titles ignoring case, numbers by value', () => {
    expect(['b', 'A', 'Game 10', 'Game 2'].sort(compareTitles)).toEqual(['A', 'b', 'Game 2', 'Game 10']);
  });

  it('puts the most recently synced first', () => {
    const older = { lastSyncedAt: '2026-11-02T08:15:00.000Z' };
    const newer = { lastSyncedAt: '2026-11-20T09:30:00.000Z' };
    expect([older, newer].sort(compareSyncedDesc)).toEqual([newer, older]);
  });

  it('keeps mapped games first whatever the order, without touching the input', () => {
    const games = [
      { id: 1, mapped: false },
      { id: 2, mapped: true },
      { id: 3, mapped: false },
      { id: 4, mapped: true },
    ];
    expect(sortMappedFirst(games, (a, b) => b.id - a.id).map((g) => g.id)).toEqual([4, 2, 3, 1]);
    expect(games.map((g) => g.id)).toEqual([1, 2, 3, 4]);
  });
});
