import { describe, expect, it } from 'vitest';
import type { SteamLibraryGame } from '@gameshelf/contracts';
import { fixtureSteamLibrary, makeSteamLibraryGame } from '@gameshelf/mocks';
import { formatSteamPlaytime, mappedParam, matchesSteamSearch, sortSteamGames, steamGameTitle, viewSteamLibrary } from './library-view.ts';

const byId = (id: number) => fixtureSteamLibrary.find((g) => g.id === id)!;
const titles = (list: readonly SteamLibraryGame[]) => list.map(steamGameTitle);

describe('mappedParam', () => {
  it('sends nothing for all, true or false for the mapped and unmapped views', () => {
    expect([mappedParam('all'), mappedParam('mapped'), mappedParam('unmapped')]).toEqual([undefined, 'true', 'false']);
  });
});

describe('matchesSteamSearch', () => {
  it('matches the Steam name or the display name, ignoring case and surrounding spaces', () => {
    const eldenRing = byId(101);
    expect(matchesSteamSearch(eldenRing, '  elden ')).toBe(true);
    expect(matchesSteamSearch(eldenRing, '엘든')).toBe(true);
    expect(matchesSteamSearch(eldenRing, 'RING')).toBe(true);
    expect(matchesSteamSearch(eldenRing, '하데스')).toBe(false);
  });

  it('matches everything for an empty or blank query', () => {
    expect(fixtureSteamLibrary.every((g) => matchesSteamSearch(g, '   '))).toBe(true);
  });

  it('matches unmapped games on their Steam name only', () => {
    expect(matchesSteamSearch(byId(110), 'dark souls')).toBe(true);
    expect(matchesSteamSearch(byId(110), '다크 소울')).toBe(false);
  });
});

describe('sortSteamGames', () => {
  it('puts mapped games first, each group by playtime, longest first (the default)', () => {
    const sorted = sortSteamGames(fixtureSteamLibrary, 'playtime');
    const firstUnmapped = sorted.findIndex((g) => !g.mapped);
    expect(firstUnmapped).toBe(8);
    expect(sorted.slice(firstUnmapped).every((g) => !g.mapped)).toBe(true);
    expect(sorted[0]!.steamName).toBe("Baldur's Gate 3");
    // Counter-Strike 2 has the most playtime of all, but it is not mapped.
    expect(sorted[firstUnmapped]!.steamName).toBe('Counter-Strike 2');
    for (const group of [sorted.slice(0, firstUnmapped), sorted.slice(firstUnmapped)]) {
      expect(group.map((g) => g.playtimeForever)).toEqual([...group.map((g) => g.playtimeForever)].sort((a, b) => b - a));
    }
  });

  it('sorts by the shown name (Korean when mapped; Hangul before Latin, as the ko collation has it), case-insensitively, mapped first', () => {
    const games = [
      makeSteamLibraryGame({ id: 1, steamAppId: 1, steamName: 'zeta' }),
      makeSteamLibraryGame({ id: 2, steamAppId: 2, steamName: 'Alpha' }),
      makeSteamLibraryGame({ id: 3, steamAppId: 3, steamName: 'Hades' }, 5),
      makeSteamLibraryGame({ id: 4, steamAppId: 4, steamName: 'Portal 2' }, 26),
      makeSteamLibraryGame({ id: 5, steamAppId: 5, steamName: 'beta' }),
    ];
    expect(titles(sortSteamGames(games, 'name'))).toEqual(['하데스', 'Portal 2', 'Alpha', 'beta', 'zeta']);
  });

  it('sorts by the last sync, newest first, then by name', () => {
    const sorted = sortSteamGames(fixtureSteamLibrary, 'synced');
    const mapped = sorted.filter((g) => g.mapped);
    expect(mapped.at(-1)!.steamName).toBe('Portal 2');
    expect(mapped.at(-2)!.steamName).toBe('Red Dead Redemption 2');
    expect(sorted.filter((g) => !g.mapped).at(-1)!.steamName).toBe('DARK SOULS™ III');
  });

  it('leaves its input alone', () => {
    const input = [...fixtureSteamLibrary];
    sortSteamGames(input, 'name');
    expect(input).toEqual(fixtureSteamLibrary);
  });
});

describe('viewSteamLibrary', () => {
  it('filters by the search, then sorts', () => {
    expect(titles(viewSteamLibrary(fixtureSteamLibrary, 's', 'name'))).toEqual(
      titles(
        sortSteamGames(
          fixtureSteamLibrary.filter((g) => matchesSteamSearch(g, 's')),
          'name',
        ),
      ),
    );
    expect(viewSteamLibrary(fixtureSteamLibrary, 'no such game', 'playtime')).toEqual([]);
  });
});

describe('formatSteamPlaytime', () => {
  it('says 플레이 once, floors minutes to whole hours (spec 3 §9) and names the short cases', () => {
    expect(formatSteamPlaytime(0)).toBe('플레이 기록 없음');
    expect(formatSteamPlaytime(59)).toBe('플레이 1시간 미만');
    expect(formatSteamPlaytime(119)).toBe('플레이 1시간');
    expect(formatSteamPlaytime(8460)).toBe('플레이 141시간');
    expect(formatSteamPlaytime(60 * 1234)).toBe('플레이 1,234시간');
  });
});
