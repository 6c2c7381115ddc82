import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CollectionSchema,
  CollectionSummarySchema,
  GamePageSchema,
  MatchSuggestionListSchema,
  SteamAuthUrlSchema,
  SteamLibraryGameListSchema,
  SteamLibraryGameSchema,
  SteamStatsSchema,
  SteamSyncResultSchema,
  StoreBulkAddResultSchema,
  steamMessages,
  type LoginData,
  type SteamLibraryGame,
  getCollection,
  listMyCollections,
  pathOf,
  addSteamGameToCollection,
  bulkAddSteamGames,
  disconnectSteam,
  getSteamLoginUrl,
  getSteamStats,
  listSteamGames,
  mapSteamGame,
  suggestSteamMatches,
  syncSteamLibrary,
  unmapSteamGame,
  listGames,
  NotificationPageSchema,
  librarySyncedCopy,
  pageNotifications,
  webPaths,
} from '@gameshelf/contracts';
import { startFakeSteam, type FakeSteam, type FakeSteamGame } from '@gameshelf/test-fakes/steam-server';
import { buildApp } from '../../src/app.ts';
import { rematchStoreLibraries } from '../../src/modules/store-library/rematch.ts';
import { makeSeedGame } from '../seed-game.ts';
import { bearer, devLogin, TEST_JWT_SECRET } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

const PUBLIC_URL = 'http://app.test';
const numeric = (a: number, b: number) => a - b;
const PLAYER = '76561198000000201';
const OTHER_PLAYER = '76561198000000202';

const LIBRARY: FakeSteamGame[] = [
  { appid: 247750, name: 'The Stanley Parable', playtimeForever: 125, playtime2weeks: 30 },
  { appid: 489830, name: 'The Elder Scrolls V: Skyrim Special Edition', playtimeForever: 0 },
  { appid: 292030, name: 'The Witcher 3: Wild Hunt', playtimeForever: 6_000 },
  { appid: 242760, name: 'The Forest', playtimeForever: 59 },
  { appid: 598190, name: 'Hollow Knight - Official Soundtrack', playtimeForever: 0 },
  { appid: 4_000_001, name: 'Totally Unknown Indie Thing', playtimeForever: 10 },
];

describe.each(engines)('Steam library on $name', (engine) => {
  let steam: FakeSteam;
  let t: TestApp;
  let clock = new Date('2026-11-25T03:00:00Z');
  let player: LoginData;
  let other: LoginData;
  let gameIds: Map<string, number>;
  const tick = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));

  type Method = 'GET' | 'POST' | 'DELETE';
  const call = (method: Method, url: string, user?: LoginData, payload?: object) =>
    t.app.inject({ method, url, headers: user ? bearer(user.accessToken) : undefined, payload });

  async function link(user: LoginData, steamId: string) {
    const { authUrl } = SteamAuthUrlSchema.parse((await call('GET', getSteamLoginUrl.path, user)).json());
    const callback = new URL(await steam.signIn(authUrl, steamId));
    const res = await t.app.inject({ method: 'GET', url: callback.pathname + callback.search });
    expect(res.headers.location).toContain('steamConnected=true');
  }

  async function sync(user: LoginData) {
    const res = await call('POST', syncSteamLibrary.path, user);
    expect(res.statusCode, res.body).toBe(200);
    return SteamSyncResultSchema.parse(res.json());
  }

  async function library(user: LoginData, query = ''): Promise<SteamLibraryGame[]> {
    const res = await call('GET', `${listSteamGames.path}${query}`, user);
    expect(res.statusCode, res.body).toBe(200);
    return SteamLibraryGameListSchema.parse(res.json());
  }

  const byApp = (games: SteamLibraryGame[], appId: number) => games.find((g) => g.steamAppId === appId)!;

  async function createCollection(user: LoginData, name: string) {
    const res = await call('POST', listMyCollections.path, user, { name });
    expect(res.statusCode, res.body).toBe(201);
    return CollectionSummarySchema.parse(res.json()).id;
  }

  async function collectionGames(user: LoginData, id: number) {
    return CollectionSchema.parse((await call('GET', pathOf(getCollection.path, { id }), user)).json()).games;
  }

  beforeAll(async () => {
    steam = await startFakeSteam({ now: () => clock.getTime() });
    steam.addAccount({ steamId: PLAYER, personaName: 'player', games: LIBRARY });
    steam.addAccount({ steamId: OTHER_PLAYER, personaName: 'other', games: LIBRARY.slice(0, 2) });
    t = await buildTestApp(engine, {
      app: {
        isDevelopment: true,
        now: () => clock,
        auth: { jwtSecret: TEST_JWT_SECRET, publicUrl: PUBLIC_URL, rateLimits: { devLogin: 1000 } },
        steam: { apiKey: steam.apiKey, apiUrl: steam.apiUrl, openIdUrl: steam.openIdUrl, retryBaseDelayMs: 1 },
      },
    });
    const page = GamePageSchema.parse((await call('GET', `${listGames.path}?size=100`)).json());
    gameIds = new Map(page.content.map((game) => [game.name, game.id]));
    player = await devLogin(t.app, 'steam_player');
    other = await devLogin(t.app, 'steam_other');
    await link(player, PLAYER);
    await link(other, OTHER_PLAYER);
  });
  afterAll(async () => {
    await t.close();
    await steam.close();
  });

  it('answers guests 401 and an unlinked user a clear message', async () => {
    for (const [method, url] of [
      ['POST', syncSteamLibrary.path],
      ['GET', listSteamGames.path],
      ['GET', getSteamStats.path],
      ['GET', pathOf(suggestSteamMatches.path, { id: 1 })],
      ['POST', disconnectSteam.path],
    ] as const) {
      expect((await call(method, url)).statusCode, url).toBe(401);
    }
    const stranger = await devLogin(t.app, 'steam_stranger');
    const res = await call('POST', syncSteamLibrary.path, stranger);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(steamMessages.notLinked);
    expect(SteamStatsSchema.parse((await call('GET', getSteamStats.path, stranger)).json())).toMatchObject({ totalGames: 0, empty: true });
  });

  it('syncs owned games, maps by store id first and then by title; DLC-like items stay unmapped', async () => {
    const result = await sync(player);
    expect(result).toMatchObject({ totalGames: 6, mappedGames: 4, mappingRate: 66.7 });
    expect(result.message).toContain('6');
    // The sync's new matches are a notification (issue 36), the player's alone.
    const notes = async (user: LoginData) => NotificationPageSchema.parse((await call('GET', pageNotifications.path, user)).json()).content;
    expect(await notes(player)).toEqual([
      expect.objectContaining({
        type: 'library_synced',
        ...librarySyncedCopy({ store: 'steam', newMatches: 4 }),
        linkUrl: webPaths.steamLibrary,
        isRead: false,
      }),
    ]);
    expect(await notes(other)).toEqual([]);
    const games = await library(player);
    expect(
      games
        .map((g) => g.steamAppId)
        .slice(0, 4)
        .sort(numeric),
    ).toEqual([242760, 247750, 292030, 489830]);
    const stanley = byApp(games, 247750);
    expect(stanley).toMatchObject({
      steamName: 'The Stanley Parable',
      playtimeForever: 125,
      playtime2weeks: 30,
      mapped: true,
      manuallyMapped: false,
      inCollection: false,
      igdbGame: { id: gameIds.get('The Stanley Parable'), name: 'The Stanley Parable', displayName: 'The Stanley Parable' },
    });
    expect(stanley.imgIconUrl).toMatch(
      /^https:\/\/media\.steampowered\.com\/steamcommunity\/public\/images\/apps\/247750\/[0-9a-f]{40}\.jpg$/,
    );
    expect(byApp(games, 292030).igdbGame?.id).toBe(gameIds.get('The Witcher 3: Wild Hunt'));
    expect(byApp(games, 242760).igdbGame?.id).toBe(gameIds.get('The Forest'));
    expect(byApp(games, 598190)).toMatchObject({ mapped: false, igdbGame: null });
    expect(byApp(games, 4_000_001)).toMatchObject({ mapped: false, igdbGame: null });
    expect((await library(player, '?mapped=false')).map((g) => g.steamAppId).sort(numeric)).toEqual([598190, 4_000_001]);
    expect(await library(player, '?mapped=true')).toHaveLength(4);

    const stats = SteamStatsSchema.parse((await call('GET', getSteamStats.path, player)).json());
    expect(stats).toMatchObject({
      totalGames: 6,
      mappedGames: 4,
      totalPlaytimeHours: Math.floor((125 + 6_000 + 59 + 10) / 60),
      averagePlaytimePerGame: Math.round(((125 + 6_000 + 59 + 10) / 60 / 6) * 10) / 10,
      empty: false,
      cooldownActive: true,
      remainingSeconds: 180,
    });
    // Nobody else sees this library.
    await sync(other);
    expect((await library(other)).map((g) => g.steamAppId).sort(numeric)).toEqual([247750, 489830]);
  });

  it('enforces the 180 s cooldown on the server, also through a second API instance', async () => {
    tick(30);
    const res = await call('POST', syncSteamLibrary.path, player);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('동기화는 3분 후에 가능합니다');
    const second = await buildApp({
      database: t.database,
      now: () => clock,
      auth: { jwtSecret: TEST_JWT_SECRET, publicUrl: PUBLIC_URL },
      steam: { apiKey: steam.apiKey, apiUrl: steam.apiUrl, openIdUrl: steam.openIdUrl, retryBaseDelayMs: 1 },
    });
    try {
      tick(100);
      const there = await second.inject({ method: 'POST', url: syncSteamLibrary.path, headers: bearer(player.accessToken) });
      expect(there.statusCode).toBe(429);
      expect(there.json().message).toBe('동기화는 1분 후에 가능합니다');
      tick(51);
      const after = await second.inject({ method: 'POST', url: syncSteamLibrary.path, headers: bearer(player.accessToken) });
      expect(after.statusCode, after.body).toBe(200);
      expect((await call('POST', syncSteamLibrary.path, player)).statusCode).toBe(429);
      // A sync that matched nothing new tells nothing.
      expect(NotificationPageSchema.parse((await call('GET', pageNotifications.path, player)).json()).totalElements).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('reports a private profile or private game details as 403 STEAM_PROFILE_PRIVATE and gives the cooldown back', async () => {
    tick(181);
    steam.updateAccount(PLAYER, { visibility: 'private' });
    let res = await call('POST', syncSteamLibrary.path, player);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('STEAM_PROFILE_PRIVATE');
    steam.updateAccount(PLAYER, { visibility: 'public', gameDetailsPrivate: true });
    res = await call('POST', syncSteamLibrary.path, player);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('STEAM_PROFILE_PRIVATE');
    steam.updateAccount(PLAYER, { gameDetailsPrivate: false });
    // Nothing was lost, and the user need not wait after fixing the privacy setting.
    expect((await library(player)).length).toBe(6);
    expect((await sync(player)).totalGames).toBe(6);
  });

  it('retries Steam 429 and 5xx, and answers 503 with a message when Steam stays down', async () => {
    tick(181);
    steam.failNext('GetOwnedGames', 429, 2);
    expect((await sync(player)).totalGames).toBe(6);
    tick(181);
    // The first try and three retries.
    steam.failNext('GetPlayerSummaries', 503, 4);
    const res = await call('POST', syncSteamLibrary.path, player);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(steamMessages.steamUnavailable);
  });

  it('suggests candidates with a confidence and its level, for the owner only', async () => {
    const unknown = byApp(await library(player), 4_000_001);
    expect((await call('GET', pathOf(suggestSteamMatches.path, { id: unknown.id }), other)).statusCode).toBe(404);
    const witcherItem = byApp(await library(player), 292030);
    const res = await call('GET', `${pathOf(suggestSteamMatches.path, { id: witcherItem.id })}?limit=3`, player);
    expect(res.statusCode, res.body).toBe(200);
    const suggestions = MatchSuggestionListSchema.parse(res.json());
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    expect(suggestions[0]).toMatchObject({ id: gameIds.get('The Witcher 3: Wild Hunt'), confidenceLevel: 'high' });
    for (const s of suggestions) {
      expect(s.confidenceLevel).toBe(s.confidence >= 0.8 ? 'high' : s.confidence >= 0.5 ? 'medium' : 'low');
    }
    expect((await call('GET', `${pathOf(suggestSteamMatches.path, { id: witcherItem.id })}?limit=0`, player)).statusCode).toBe(400);
  });

  it('keeps manual mappings, removed mappings, collections and playtime through a re-sync', async () => {
    const before = await library(player);
    const soundtrack = byApp(before, 598190);
    const forest = byApp(before, 242760);
    const mapped = SteamLibraryGameSchema.parse(
      (await call('POST', mapSteamGame.path, player, { steamGameId: soundtrack.id, gameId: gameIds.get('The Witness') })).json(),
    );
    expect(mapped).toMatchObject({ mapped: true, manuallyMapped: true, igdbGame: { id: gameIds.get('The Witness') } });
    // Someone else's item, a game that does not exist.
    expect(
      (await call('POST', mapSteamGame.path, other, { steamGameId: soundtrack.id, gameId: gameIds.get('The Forest') })).statusCode,
    ).toBe(404);
    expect((await call('POST', mapSteamGame.path, player, { steamGameId: soundtrack.id, gameId: 99_999_999 })).statusCode).toBe(404);
    expect((await call('DELETE', pathOf(unmapSteamGame.path, { id: forest.id }), player)).statusCode).toBe(200);

    const collectionId = await createCollection(player, '스팀 게임');
    const witcher = byApp(before, 292030);
    const added = await call('POST', pathOf(addSteamGameToCollection.path, { id: witcher.id }), player, { collectionId });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().message).toBe(steamMessages.addedToCollection);
    const again = await call('POST', pathOf(addSteamGameToCollection.path, { id: witcher.id }), player, { collectionId });
    expect(again.statusCode).toBe(409);
    // Spec 3 §8: the client recognises a duplicate by '이미 존재' in the message.
    expect(again.json().message).toContain('이미 존재');
    const unmapped = await call('POST', pathOf(addSteamGameToCollection.path, { id: byApp(before, 4_000_001).id }), player, {
      collectionId,
    });
    expect(unmapped.statusCode).toBe(400);
    expect(unmapped.json().message).toBe('매핑되지 않은 게임은 컬렉션에 추가할 수 없습니다.');
    const [entry] = await collectionGames(player, collectionId);
    expect(entry).toMatchObject({ gameId: gameIds.get('The Witcher 3: Wild Hunt'), playStatus: 'PLAYING', playtimeHours: 100 });

    steam.updateAccount(PLAYER, {
      games: [...LIBRARY.filter((g) => g.appid !== 489830).map((g) => (g.appid === 292030 ? { ...g, playtimeForever: 6_130 } : g))],
    });
    tick(181);
    // Skyrim is gone; The Forest stays unmapped by the user's choice.
    expect(await sync(player)).toMatchObject({ totalGames: 5, mappedGames: 3 });
    const after = await library(player);
    expect(byApp(after, 598190)).toMatchObject({ manuallyMapped: true, igdbGame: { id: gameIds.get('The Witness') } });
    expect(byApp(after, 242760)).toMatchObject({ mapped: false, manuallyMapped: true });
    expect(byApp(after, 292030)).toMatchObject({ playtimeForever: 6_130, inCollection: true });
    expect(byApp(after, 489830)).toBeUndefined();
    expect(await collectionGames(player, collectionId)).toHaveLength(1);
  });

  it('bulk-adds all or chosen mapped games in one request, skipping ones already there', async () => {
    const games = await library(player);
    const collectionId = await createCollection(player, '한꺼번에');
    const witcher = byApp(games, 292030);
    let res = await call('POST', bulkAddSteamGames.path, player, { collectionId, libraryGameIds: [witcher.id] });
    expect(StoreBulkAddResultSchema.parse(res.json())).toMatchObject({ added: 1, skipped: 0 });
    res = await call('POST', bulkAddSteamGames.path, player, { collectionId });
    expect(res.statusCode, res.body).toBe(200);
    const all = StoreBulkAddResultSchema.parse(res.json());
    expect(all).toEqual({ added: 2, skipped: 1, message: steamMessages.bulkAdded(2, 1) });
    const entries = await collectionGames(player, collectionId);
    // Every mapped game once: The Witcher 3, The Stanley Parable and The Witness (the soundtrack, mapped by hand).
    expect(entries.map((e) => e.gameId).sort(numeric)).toEqual(
      [...new Set(games.flatMap((g) => (g.igdbGame ? [g.igdbGame.id] : [])))].sort(numeric),
    );
    expect(entries).toHaveLength(3);
    expect(entries.find((e) => e.gameId === gameIds.get('The Stanley Parable'))).toMatchObject({ playStatus: 'PLAYING', playtimeHours: 2 });
    // Unmapped items are refused as a whole: nothing is added.
    const unmapped = byApp(games, 4_000_001);
    const otherCollection = await createCollection(player, '빈 컬렉션');
    res = await call('POST', bulkAddSteamGames.path, player, {
      collectionId: otherCollection,
      libraryGameIds: [witcher.id, unmapped.id],
    });
    expect(res.statusCode).toBe(400);
    expect(await collectionGames(player, otherCollection)).toHaveLength(0);
    // Into someone else's collection: refused.
    const othersCollection = await createCollection(other, '남의 것');
    res = await call('POST', bulkAddSteamGames.path, player, { collectionId: othersCollection });
    expect(res.statusCode).toBe(403);
    expect(await collectionGames(other, othersCollection)).toHaveLength(0);
  });

  it('tries unmatched items again after the catalog changed, never the user’s own choices', async () => {
    await t.app.catalog.insert([
      makeSeedGame({ igdbId: 9_000_001, name: 'Totally Unknown Indie Thing', steamAppId: 4_000_001 }),
      makeSeedGame({ igdbId: 9_000_002, name: 'The Forest Remake Nobody Asked For', steamAppId: 242_760 }),
    ]);
    const results = await rematchStoreLibraries(t.database.db);
    expect(results.find((r) => r.store === 'steam')).toMatchObject({ mapped: 1 });
    const games = await library(player);
    expect(byApp(games, 4_000_001)).toMatchObject({
      mapped: true,
      manuallyMapped: false,
      igdbGame: { name: 'Totally Unknown Indie Thing' },
    });
    // The user said "no match" for The Forest: a store id arriving later does not overrule that.
    expect(byApp(games, 242760)).toMatchObject({ mapped: false, manuallyMapped: true });
  });

  it('disconnecting removes the library, and collections keep their games', async () => {
    const collections = (await call('GET', listMyCollections.path, player)).json<{ id: number }[]>();
    const counts = await Promise.all(collections.map(async (c) => (await collectionGames(player, c.id)).length));
    const res = await call('POST', disconnectSteam.path, player);
    expect(res.json()).toEqual({ success: true, message: steamMessages.disconnected });
    expect(await library(player)).toEqual([]);
    expect(await Promise.all(collections.map(async (c) => (await collectionGames(player, c.id)).length))).toEqual(counts);
  });
});
