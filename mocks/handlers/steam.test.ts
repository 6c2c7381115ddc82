import { describe, expect, it } from 'vitest';
import {
  collectionMessages,
  ErrorBodySchema,
  MatchSuggestionListSchema,
  STEAM_PROFILE_PRIVATE,
  SteamAuthUrlSchema,
  SteamLibraryGameListSchema,
  SteamLibraryGameSchema,
  SteamStatsSchema,
  SteamSyncResultSchema,
  StoreBulkAddResultSchema,
  SuccessMessageSchema,
  steamMessages,
  addSteamGameToCollection,
  bulkAddSteamGames,
  disconnectSteam,
  getSteamLoginUrl,
  getSteamStats,
  listSteamGames,
  mapSteamGame,
  pathOf,
  suggestSteamMatches,
  syncSteamLibrary,
  unmapSteamGame,
} from '@gameshelf/contracts';
import { useMockServer } from '../testing/mock-server.ts';
import { fixtureSteamLibrary } from '../fixtures/steam.ts';
import { steamHandlers } from './steam.ts';

const { server, call } = useMockServer();

describe('steam mocks', () => {
  it('answer the library, its filters and stats in the contract shapes, mapped first', async () => {
    server.use(...steamHandlers.loaded);
    const all = SteamLibraryGameListSchema.parse(await (await call('GET', listSteamGames.path)).json());
    expect(all).toHaveLength(fixtureSteamLibrary.length);
    const firstUnmapped = all.findIndex((g) => !g.mapped);
    expect(all.slice(firstUnmapped).every((g) => !g.mapped)).toBe(true);
    const unmapped = SteamLibraryGameListSchema.parse(await (await call('GET', `${listSteamGames.path}?mapped=false`)).json());
    expect(unmapped.map((g) => g.id)).toEqual(all.filter((g) => !g.mapped).map((g) => g.id));
    const stats = SteamStatsSchema.parse(await (await call('GET', getSteamStats.path)).json());
    expect(stats).toMatchObject({ totalGames: 12, mappedGames: 8, empty: false, cooldownActive: false });
    expect((await call('GET', listSteamGames.path, undefined, {})).status).toBe(401);
  });

  it('sync an empty library, then refuse the next sync during the cooldown', async () => {
    server.use(...steamHandlers.empty);
    expect(SteamStatsSchema.parse(await (await call('GET', getSteamStats.path)).json()).empty).toBe(true);
    const result = SteamSyncResultSchema.parse(await (await call('POST', syncSteamLibrary.path)).json());
    expect(result).toMatchObject({ totalGames: 12, mappedGames: 8, mappingRate: 66.7, message: steamMessages.synced(12, 8) });
    const stats = SteamStatsSchema.parse(await (await call('GET', getSteamStats.path)).json());
    expect(stats).toMatchObject({ cooldownActive: true, remainingSeconds: 180 });
    const again = await call('POST', syncSteamLibrary.path);
    expect(again.status).toBe(429);
    expect(ErrorBodySchema.parse(await again.json())).toEqual({ message: steamMessages.cooldown(3), code: 'SYNC_COOLDOWN' });
  });

  it('answer a private profile with 403 and its code', async () => {
    server.use(...steamHandlers.privateProfile);
    const answer = await call('POST', syncSteamLibrary.path);
    expect(answer.status).toBe(403);
    const body = ErrorBodySchema.parse(await answer.json());
    expect(body.code).toBe(STEAM_PROFILE_PRIVATE);
    expect(body.message).toContain(STEAM_PROFILE_PRIVATE);
  });

  it('suggest, map by hand, and remove a mapping', async () => {
    server.use(...steamHandlers.loaded);
    const suggestions = MatchSuggestionListSchema.parse(
      await (await call('GET', `${pathOf(suggestSteamMatches.path, { id: 110 })}?limit=5`)).json(),
    );
    expect(suggestions.map((s) => s.confidenceLevel)).toEqual(['high', 'medium', 'low']);
    const mapped = SteamLibraryGameSchema.parse(
      await (await call('POST', mapSteamGame.path, { steamGameId: 110, gameId: suggestions[0]!.id })).json(),
    );
    expect(mapped).toMatchObject({ mapped: true, manuallyMapped: true, igdbGame: { id: suggestions[0]!.id } });
    expect((await call('DELETE', pathOf(unmapSteamGame.path, { id: 101 }))).status).toBe(200);
    const games = SteamLibraryGameListSchema.parse(await (await call('GET', listSteamGames.path)).json());
    expect(games.find((g) => g.id === 101)).toMatchObject({ mapped: false, manuallyMapped: true, igdbGame: null });
  });

  it('add one game or many to a collection, skipping those already there', async () => {
    server.use(...steamHandlers.loaded);
    const added = await call('POST', pathOf(addSteamGameToCollection.path, { id: 103 }), { collectionId: 13 });
    expect(added.status).toBe(201);
    const again = await call('POST', pathOf(addSteamGameToCollection.path, { id: 103 }), { collectionId: 13 });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: collectionMessages.gameAlreadyInCollection });
    const unmapped = await call('POST', pathOf(addSteamGameToCollection.path, { id: 109 }), { collectionId: 13 });
    expect(unmapped.status).toBe(400);
    const bulk = StoreBulkAddResultSchema.parse(
      await (await call('POST', bulkAddSteamGames.path, { collectionId: 13, libraryGameIds: [103, 105, 106] })).json(),
    );
    expect(bulk).toEqual({ added: 2, skipped: 1, message: steamMessages.bulkAdded(2, 1) });
    const everyMapped = StoreBulkAddResultSchema.parse(await (await call('POST', bulkAddSteamGames.path, { collectionId: 11 })).json());
    expect(everyMapped).toMatchObject({ added: 5, skipped: 3 });
  });

  it('give the Steam sign-in address and disconnect', async () => {
    server.use(...steamHandlers.loaded);
    expect(SteamAuthUrlSchema.parse(await (await call('GET', getSteamLoginUrl.path)).json()).authUrl).toMatch(
      /^https:\/\/steamcommunity\.com\/openid\/login/,
    );
    expect(SuccessMessageSchema.parse(await (await call('POST', disconnectSteam.path)).json())).toEqual({
      success: true,
      message: steamMessages.disconnected,
    });
    expect(SteamLibraryGameListSchema.parse(await (await call('GET', listSteamGames.path)).json())).toEqual([]);
  });
});
