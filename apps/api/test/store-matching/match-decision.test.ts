import { describe, expect, it } from 'vitest';
import type { MatchCandidate } from '../../src/modules/store-matching/match-candidates-repository.ts';
import { decideMatch, levelOf, rankSuggestions } from '../../src/modules/store-matching/match-decision.ts';

let nextId = 1;
/** A catalog candidate: a main PC game with a middling popularity unless told otherwise. */
function game(name: string, facts: Partial<MatchCandidate> = {}): MatchCandidate {
  return {
    gameId: nextId++,
    name,
    alternativeNames: [],
    isMain: true,
    popularity: 20,
    releaseYear: 2020,
    onComputer: true,
    onVr: false,
    storeIds: [],
    ...facts,
  };
}

describe('decideMatch', () => {
  it('maps a title to the one game of that name, whatever the marks and case', () => {
    const darkSouls = game('Dark Souls III');
    const decision = decideMatch('DARK SOULS™ III', [darkSouls, game('Dark Souls II')]);
    expect(decision).toMatchObject({ gameId: darkSouls.gameId, reason: 'exact', resolvedBy: 'unique' });
    expect(decision.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('maps a same-game edition to its base game', () => {
    const witcher = game('The Witcher 3: Wild Hunt');
    const decision = decideMatch('The Witcher 3: Wild Hunt - Game of the Year Edition', [
      witcher,
      game('The Witcher 2: Assassins of Kings'),
    ]);
    expect(decision).toMatchObject({ gameId: witcher.gameId, reason: 'edition' });
    expect(decideMatch('Sekiro™: Shadows Die Twice - GOTY Edition', [game('Sekiro: Shadows Die Twice')]).gameId).not.toBeNull();
  });

  it('prefers a catalog entry named exactly like the edition over the base game', () => {
    const goty = game('Fallout 3: Game of the Year Edition', { isMain: false });
    expect(decideMatch('Fallout 3: Game of the Year Edition', [game('Fallout 3'), goty]).gameId).toBe(goty.gameId);
  });

  it('never maps a sequel, remaster or VR version to the game it continues', () => {
    expect(decideMatch('Hollow Knight: Silksong', [game('Hollow Knight')])).toMatchObject({ gameId: null, reason: 'not_found' });
    expect(decideMatch('Dark Souls: Remastered', [game('Dark Souls')]).gameId).toBeNull();
    expect(decideMatch('Metro 2033 Redux', [game('Metro 2033')]).gameId).toBeNull();
    expect(decideMatch('Fallout 4 VR', [game('Fallout 4')]).gameId).toBeNull();
  });

  it('maps "X VR" to X only when the catalog game is on a VR platform', () => {
    const vrGame = game('Paper Dolls', { onVr: true });
    expect(decideMatch('Paper Dolls VR', [vrGame]).gameId).toBe(vrGame.gameId);
    expect(decideMatch('Paper Dolls VR', [game('Paper Dolls')]).gameId).toBeNull();
  });

  it('reads a genre-descriptor tail as the store describing the game', () => {
    const hitchhiker = game('Hitchhiker');
    expect(decideMatch('Hitchhiker - A Mystery Game', [hitchhiker])).toMatchObject({ gameId: hitchhiker.gameId, reason: 'descriptor' });
  });

  it('leaves a title unmapped when several real games carry it', () => {
    const candidates = [game('Doom', { releaseYear: 1993, popularity: 58 }), game('Doom', { releaseYear: 2016, popularity: 91 })];
    expect(decideMatch('DOOM', candidates)).toEqual({ gameId: null, confidence: null, reason: 'ambiguous' });
  });

  it('narrows same-named games to the ones sold for computers, then to main games', () => {
    const pc = game('Final Fantasy VII', { releaseYear: 2012 });
    const ps1 = game('Final Fantasy VII', { releaseYear: 1997, onComputer: false, popularity: 60 });
    expect(decideMatch('FINAL FANTASY VII', [pc, ps1])).toMatchObject({ gameId: pc.gameId, resolvedBy: 'platform' });
    const main = game('Ikaruga');
    expect(decideMatch('Ikaruga', [main, game('Ikaruga', { isMain: false })])).toMatchObject({ gameId: main.gameId, resolvedBy: 'main' });
  });

  it('lets popularity decide only when one game clearly dominates', () => {
    const known = game('Hollow Knight', { popularity: 103 });
    const stub = game('Hollow Knight', { popularity: 2, onComputer: null });
    expect(decideMatch('Hollow Knight', [known, stub])).toMatchObject({ gameId: known.gameId, resolvedBy: 'popularity' });
    expect(decideMatch('Prey', [game('Prey', { popularity: 78 }), game('Prey', { popularity: 91 })]).gameId).toBeNull();
  });

  it('leaves a plainly named title unmapped when the catalog only has several editions of it', () => {
    const gold = game("Tom Clancy's Rainbow Six Siege: Gold Edition", { isMain: false });
    const deluxe = game("Tom Clancy's Rainbow Six Siege: Deluxe Edition", { isMain: false });
    expect(decideMatch("Tom Clancy's Rainbow Six® Siege", [gold, deluxe]).gameId).toBeNull();
    expect(decideMatch("Tom Clancy's Rainbow Six® Siege", [gold]).gameId).toBe(gold.gameId);
  });

  it('never maps soundtracks, DLC, demos, tools or test servers to a main game', () => {
    const hollowKnight = game('Hollow Knight');
    for (const title of [
      'Hollow Knight - Official Soundtrack',
      'Hollow Knight: Season Pass',
      'Hollow Knight Demo',
      'Hollow Knight Dedicated Server',
      'Hollow Knight Playtest',
      'Hollow Knight: Costume Pack',
    ]) {
      expect(decideMatch(title, [hollowKnight]).gameId, title).toBeNull();
    }
  });

  it('maps a non-game only to a catalog entry of the same kind and title', () => {
    const soundtrack = game('Hollow Knight: Official Soundtrack', { isMain: false });
    expect(decideMatch('Hollow Knight - Official Soundtrack', [game('Hollow Knight'), soundtrack]).gameId).toBe(soundtrack.gameId);
  });

  it('gives way to a same-named game not yet linked to another item of the store', () => {
    const linked = game('Portal', { storeIds: ['400'], popularity: 76 });
    const unlinked = game('Portal', { releaseYear: 1986, popularity: 63 });
    expect(decideMatch('Portal', [linked, unlinked])).toMatchObject({ gameId: unlinked.gameId, resolvedBy: 'unlinked' });
    // A lone candidate linked elsewhere may still be the game, less surely.
    const lone = decideMatch('Portal', [linked]);
    expect(lone.gameId).toBe(linked.gameId);
    expect(lone.confidence).toBeLessThan(0.8);
  });
});

describe('rankSuggestions', () => {
  it('ranks the decided game high, tied games medium and look-alikes lower', () => {
    const hollowKnight = game('Hollow Knight');
    const silksong = game('Hollow Knight: Silksong');
    const unrelated = game('Ori and the Blind Forest');
    const ranked = rankSuggestions('Hollow Knight', [unrelated, silksong, hollowKnight]);
    expect(ranked.map((s) => s.gameId)).toEqual([hollowKnight.gameId, silksong.gameId, unrelated.gameId]);
    expect(ranked.map((s) => s.level)).toEqual(['high', 'medium', 'low']);

    const doom = [game('Doom', { popularity: 58 }), game('Doom', { popularity: 91 })];
    const tied = rankSuggestions('DOOM', doom);
    expect(tied.map((s) => s.level)).toEqual(['medium', 'medium']);
    expect(tied[0]!.gameId).toBe(doom[1]!.gameId);
  });

  it('never ranks a game high for a soundtrack title', () => {
    const ranked = rankSuggestions('Hollow Knight - Official Soundtrack', [game('Hollow Knight')]);
    expect(ranked[0]!.level).not.toBe('high');
  });

  it('names the levels at 0.8 and 0.5', () => {
    expect([levelOf(0.8), levelOf(0.79), levelOf(0.5), levelOf(0.49)]).toEqual(['high', 'medium', 'medium', 'low']);
  });
});
