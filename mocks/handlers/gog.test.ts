import { describe, expect, it } from 'vitest';
import {
  collectionMessages,
  ErrorBodySchema,
  GOG_REFRESH_TOKEN_EXPIRED,
  GOG_TOKEN_EXPIRED,
  GogAuthUrlSchema,
  GogLibraryGameListSchema,
  GogLibraryGameSchema,
  GogStatsSchema,
  GogSyncResultSchema,
  gogMessages,
  MatchSuggestionListSchema,
  StoreBulkAddResultSchema,
  SuccessMessageSchema,
  UserProfileSchema,
  getOwnProfile,
  addGogGameToCollection,
  bulkAddGogGames,
  connectGog,
  disconnectGog,
  getGogAuthUrl,
  getGogStats,
  listGogGames,
  mapGogGame,
  pathOf,
  suggestGogMatches,
  syncGogLibrary,
  unmapGogGame,
} from '@gameshelf/contracts';
import { useMockServer } from '../testing/mock-server.ts';
import { fixtureGogLibrary, GOG_LAST_SYNCED_AT } from '../fixtures/gog.ts';
import { GOG_SYNC_REFUSED_MESSAGE, gogHandlers, gogProfileHandlers, mockGogLoginSuccessUrl, mockGogLoginUrl } from './gog.ts';

const { server, call } = useMockServer();

const errorOf = async (answer: Response) => ErrorBodySchema.parse(await answer.json());

describe('gog mocks', () => {
  it('answer the library and stats in the contract shapes, mapped first, and only the mapped on request', async () => {
    server.use(...gogHandlers.loaded);
    const all = GogLibraryGameListSchema.parse(await (await call('GET', listGogGames.path)).json());
    expect(all).toHaveLength(fixtureGogLibrary.length);
    const firstUnmapped = all.findIndex((g) => !g.mapped);
    expect(all.slice(firstUnmapped).every((g) => !g.mapped && g.igdbGame === undefined)).toBe(true);
    expect(all[0]!.igdbGame).toMatchObject({ id: '9', firstReleaseDate: '2015-05-19' });
    const mapped = GogLibraryGameListSchema.parse(await (await call('GET', `${listGogGames.path}?onlyMapped=true`)).json());
    expect(mapped.map((g) => g.id)).toEqual(all.filter((g) => g.mapped).map((g) => g.id));
    const stats = GogStatsSchema.parse(await (await call('GET', getGogStats.path)).json());
    expect(stats).toEqual({
      totalGames: 10,
      mappedGames: 6,
      cooldownActive: false,
      remainingSeconds: 0,
      lastSyncedAt: GOG_LAST_SYNCED_AT,
      authExpired: false,
    });
    expect((await call('GET', listGogGames.path, undefined, {})).status).toBe(401);
  });

  it('sync an empty library, then refuse the next sync during the cooldown', async () => {
    server.use(...gogHandlers.empty);
    const result = GogSyncResultSchema.parse(await (await call('POST', syncGogLibrary.path, {})).json());
    expect(result).toEqual({ success: true, message: gogMessages.synced(10, 6), syncResult: { totalGames: 10, mappedGames: 6 } });
    const stats = GogStatsSchema.parse(await (await call('GET', getGogStats.path)).json());
    expect(stats).toMatchObject({ totalGames: 10, cooldownActive: true, remainingSeconds: 180 });
    const again = await call('POST', syncGogLibrary.path, {});
    expect(again.status).toBe(429);
    expect(await errorOf(again)).toEqual({ message: gogMessages.cooldown(3), code: 'SYNC_COOLDOWN' });
  });

  it('answer an expired GOG sign-in with 401 and its code, and report a refused renewal in the stats', async () => {
    server.use(...gogHandlers.tokenExpired);
    const expired = await call('POST', syncGogLibrary.path, {});
    expect(expired.status).toBe(401);
    expect(await errorOf(expired)).toMatchObject({ code: GOG_TOKEN_EXPIRED, message: expect.stringContaining(GOG_TOKEN_EXPIRED) });
    server.resetHandlers(...gogHandlers.refreshExpired);
    expect(GogStatsSchema.parse(await (await call('GET', getGogStats.path)).json()).authExpired).toBe(false);
    const refused = await call('POST', syncGogLibrary.path, {});
    expect(refused.status).toBe(401);
    expect((await errorOf(refused)).code).toBe(GOG_REFRESH_TOKEN_EXPIRED);
    expect(GogStatsSchema.parse(await (await call('GET', getGogStats.path)).json()).authExpired).toBe(true);
    server.resetHandlers(...gogHandlers.authExpired);
    expect(GogStatsSchema.parse(await (await call('GET', getGogStats.path)).json()).authExpired).toBe(true);
  });

  it('answer a sync that could not complete with success false, and GOG out of reach with 503', async () => {
    server.use(...gogHandlers.syncRefused);
    expect(GogSyncResultSchema.parse(await (await call('POST', syncGogLibrary.path, {})).json())).toEqual({
      success: false,
      message: GOG_SYNC_REFUSED_MESSAGE,
    });
    server.resetHandlers(...gogHandlers.unavailable);
    const unavailable = await call('POST', syncGogLibrary.path, {});
    expect(unavailable.status).toBe(503);
    expect((await errorOf(unavailable)).message).toBe(gogMessages.gogUnavailable);
  });

  it('give the login address and connect with a pasted address, a bad one answering success false', async () => {
    server.use(...gogHandlers.connect);
    expect(GogAuthUrlSchema.parse(await (await call('GET', getGogAuthUrl.path)).json()).authUrl).toBe(mockGogLoginUrl);
    const connect = async (urlOrCode: string) =>
      SuccessMessageSchema.parse(await (await call('POST', connectGog.path, { urlOrCode })).json());
    expect(await connect(mockGogLoginSuccessUrl)).toEqual({ success: true, message: gogMessages.connected });
    expect(await connect('https://embed.gog.com/on_login_success?origin=client')).toEqual({
      success: false,
      message: gogMessages.noCodeFound,
    });
    server.resetHandlers(...gogHandlers.connectInvalidCode);
    expect(await connect(mockGogLoginSuccessUrl)).toEqual({ success: false, message: gogMessages.invalidCode });
    server.resetHandlers(...gogHandlers.connectUnavailable);
    expect((await call('POST', connectGog.path, { urlOrCode: mockGogLoginSuccessUrl })).status).toBe(503);
  });

  it('suggest, map by hand, and remove a mapping', async () => {
    server.use(...gogHandlers.loaded);
    const suggestions = MatchSuggestionListSchema.parse(
      await (await call('GET', `${pathOf(suggestGogMatches.path, { id: 210 })}?limit=5`)).json(),
    );
    expect(suggestions.map((s) => s.id)).toEqual([4]);
    const mapped = GogLibraryGameSchema.parse(await (await call('POST', pathOf(mapGogGame.path, { id: 210 }), { gameId: 4 })).json());
    expect(mapped).toMatchObject({ mapped: true, manuallyMapped: true, inCollection: true, igdbGame: { id: '4' } });
    expect((await call('DELETE', pathOf(unmapGogGame.path, { id: 201 }))).status).toBe(200);
    const games = GogLibraryGameListSchema.parse(await (await call('GET', listGogGames.path)).json());
    expect(games.find((g) => g.id === 201)).toMatchObject({ mapped: false, manuallyMapped: true });
    expect(games.find((g) => g.id === 201)?.igdbGame).toBeUndefined();
  });

  it('add one game or many to a collection, refusing one already there and unmapped ones', async () => {
    server.use(...gogHandlers.loaded);
    const added = await call('POST', pathOf(addGogGameToCollection.path, { id: 202 }), { collectionId: 13 });
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({ message: gogMessages.addedToCollection });
    const again = await call('POST', pathOf(addGogGameToCollection.path, { id: 202 }), { collectionId: 13 });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(collectionMessages.gameAlreadyInCollection);
    const unmapped = await call('POST', pathOf(addGogGameToCollection.path, { id: 207 }), { collectionId: 13 });
    expect(unmapped.status).toBe(400);
    const games = GogLibraryGameListSchema.parse(await (await call('GET', listGogGames.path)).json());
    expect(games.find((g) => g.id === 202)?.inCollection).toBe(true);
    const bulk = StoreBulkAddResultSchema.parse(
      await (await call('POST', bulkAddGogGames.path, { collectionId: 13, libraryGameIds: [201, 202] })).json(),
    );
    expect(bulk).toMatchObject({ added: 1, skipped: 1 });
  });

  it('disconnect, forgetting the library', async () => {
    server.use(...gogHandlers.loaded);
    expect(SuccessMessageSchema.parse(await (await call('DELETE', disconnectGog.path)).json())).toEqual({
      success: true,
      message: gogMessages.disconnected,
    });
    expect(GogLibraryGameListSchema.parse(await (await call('GET', listGogGames.path)).json())).toEqual([]);
  });

  it('give the own profile with GOG linked', async () => {
    server.use(...gogProfileHandlers.syncedAt('2026-11-20T09:59:05.000Z'));
    const profile = UserProfileSchema.parse(await (await call('GET', getOwnProfile.path)).json());
    expect(profile).toMatchObject({ gogUserId: expect.any(String), gogLastSyncedAt: '2026-11-20T09:59:05.000Z' });
    expect((await call('GET', getOwnProfile.path, undefined, {})).status).toBe(401);
  });
});
