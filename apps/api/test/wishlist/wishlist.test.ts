import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  GamePageSchema,
  GameSchema,
  WishlistEntrySchema,
  WishlistPageSchema,
  accountMessages,
  catalogMessages,
  commonMessages,
  wishlistMessages,
  type Game,
  checkWishlistGame,
  getGame,
  listGames,
  listGenres,
  addWishlistGame,
  listWishlist,
  pathOf,
  updateWishlistEntry,
  removeWishlistGame,
  searchGames,
} from '@gameshelf/contracts';
import { queryRows } from '../../src/db/database.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

describe.each(engines)('wishlist on $name', (engine) => {
  let t: TestApp;
  let games: Game[];
  beforeAll(async () => {
    t = await buildTestApp(engine, { app: { isDevelopment: true } });
    games = GamePageSchema.parse((await t.app.inject({ method: 'GET', url: `${listGames.path}?size=50` })).json()).content;
  });
  afterAll(() => t.close());

  const gameWith = (test: (g: Game) => boolean) => {
    const game = games.find(test);
    if (!game) throw new Error('no fixture game matches');
    return game;
  };
  const add = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: addWishlistGame.path, headers: bearer(token), payload });
  const list = async (token: string, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `${listWishlist.path}${query}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return WishlistPageSchema.parse(res.json());
  };

  it('adds a game once: 201 with a message, then 409 with the spec message', async () => {
    const { accessToken } = await devLogin(t.app, 'wish_once');
    const game = games[0]!;
    const first = await add(accessToken, { gameId: game.id });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: wishlistMessages.added });
    const again = await add(accessToken, { gameId: game.id, priority: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: wishlistMessages.alreadyAdded, field: 'gameId' });
    const page = await list(accessToken);
    expect(page.content).toHaveLength(1);
    expect(page.content[0]).toMatchObject({ gameId: game.id, priority: 0, priceAlertEnabled: true });
  });

  it('keeps one row under 10 concurrent adds of the same game', async () => {
    const { accessToken } = await devLogin(t.app, 'wish_race');
    const game = games[1]!;
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(accessToken, { gameId: game.id })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM wishlist_items w JOIN users u ON u.id = w.user_id WHERE u.username = 'wish_race'`,
    );
    expect(row?.n).toBe(1);
  });

  it('refuses an unknown game with 404 and a malformed body with a Korean 400', async () => {
    const { accessToken } = await devLogin(t.app, 'wish_bad');
    const unknown = await add(accessToken, { gameId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: catalogMessages.gameNotFound, field: 'gameId' });
    for (const payload of [{}, { gameId: 'abc' }, { gameId: -1 }, { gameId: 1, priority: 99 }, { gameId: 1, priceAlertEnabled: 'yes' }]) {
      const res = await add(accessToken, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(commonMessages.invalidRequest);
    }
    expect((await list(accessToken)).totalElements).toBe(0);
  });

  it('checks, removes and answers 404 for a game not in the wishlist', async () => {
    const { accessToken } = await devLogin(t.app, 'wish_remove');
    const game = games[2]!;
    const check = async () =>
      (
        await t.app.inject({ method: 'GET', url: pathOf(checkWishlistGame.path, { id: game.id }), headers: bearer(accessToken) })
      ).json<unknown>();
    expect(await check()).toEqual({ inWishlist: false });
    await add(accessToken, { gameId: game.id });
    expect(await check()).toEqual({ inWishlist: true });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: pathOf(removeWishlistGame.path, { id: game.id }),
      headers: bearer(accessToken),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: wishlistMessages.removed });
    expect(await check()).toEqual({ inWishlist: false });
    const again = await t.app.inject({
      method: 'DELETE',
      url: pathOf(removeWishlistGame.path, { id: game.id }),
      headers: bearer(accessToken),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: wishlistMessages.notInWishlist });
    const malformed = await t.app.inject({
      method: 'DELETE',
      url: pathOf(removeWishlistGame.path, { id: 'abc' }),
      headers: bearer(accessToken),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: catalogMessages.invalidGameId, field: 'id' });
  });

  it('updates own entries only: another user gets 404 and nothing changes', async () => {
    const owner = await devLogin(t.app, 'wish_owner');
    const other = await devLogin(t.app, 'wish_other');
    await add(owner.accessToken, { gameId: games[3]!.id });
    const entry = (await list(owner.accessToken)).content[0]!;
    const put = (token: string, payload: object, id = entry.id) =>
      t.app.inject({ method: 'PUT', url: pathOf(updateWishlistEntry.path, { id }), headers: bearer(token), payload });

    const updated = await put(owner.accessToken, { priority: 3, priceAlertEnabled: false });
    expect(updated.statusCode).toBe(200);
    expect(WishlistEntrySchema.parse(updated.json())).toMatchObject({ id: entry.id, priority: 3, priceAlertEnabled: false });

    const stolen = await put(other.accessToken, { priority: 5 });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ message: wishlistMessages.entryNotFound });
    expect((await put(owner.accessToken, {})).statusCode).toBe(400);
    expect((await put(owner.accessToken, {})).json()).toEqual({ message: wishlistMessages.updateEmpty });
    expect((await list(owner.accessToken)).content[0]).toMatchObject({ priority: 3, priceAlertEnabled: false, targetPrice: null });

    // A target price for alerts, in won: set, kept with the other settings, cleared with null.
    expect((await put(owner.accessToken, { targetPrice: 15_000 })).json()).toMatchObject({ targetPrice: 15_000, priority: 3 });
    expect((await list(owner.accessToken)).content[0]).toMatchObject({ targetPrice: 15_000 });
    for (const targetPrice of [99, 10_000_001, 1500.5, '15000', -100]) {
      const refused = await put(owner.accessToken, { targetPrice });
      expect(refused.statusCode, String(targetPrice)).toBe(400);
      expect(refused.json()).toEqual({ message: wishlistMessages.targetPriceRange, field: 'targetPrice' });
    }
    expect((await put(owner.accessToken, { targetPrice: null })).json()).toMatchObject({ targetPrice: null });
    // Nobody else's wishlist shows the entry.
    expect((await list(other.accessToken)).totalElements).toBe(0);
  });

  it('lists newest first by default, by name when asked, filtered and paged by the server', async () => {
    const { accessToken } = await devLogin(t.app, 'wish_list');
    const switchGame = gameWith((g) => g.platformCodes.includes('SWITCH') && !g.platformCodes.includes('PC'));
    const pcGame = gameWith((g) => g.platformCodes.includes('PC') && !g.platformCodes.includes('SWITCH'));
    const third = gameWith((g) => g.id !== switchGame.id && g.id !== pcGame.id);
    for (const game of [switchGame, pcGame, third]) {
      expect((await add(accessToken, { gameId: game.id })).statusCode).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }

    const newest = await list(accessToken);
    expect(newest.content.map((e) => e.gameId)).toEqual([third.id, pcGame.id, switchGame.id]);
    expect(newest).toMatchObject({ page: 0, size: 20, last: true, totalElements: 3 });
    const oldestFirst = await list(accessToken, '?sortOrder=asc');
    expect(oldestFirst.content.map((e) => e.gameId)).toEqual([switchGame.id, pcGame.id, third.id]);

    const byName = await list(accessToken, '?sortBy=name');
    const names = byName.content.map((e) => (e.gameNameKo ?? e.gameName).toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const switchOnly = await list(accessToken, '?platformCodes=SWITCH');
    expect(switchOnly.content.map((e) => e.gameId)).toContain(switchGame.id);
    expect(switchOnly.content.map((e) => e.gameId)).not.toContain(pcGame.id);
    expect(switchOnly.content.every((e) => e.platformCodes.includes('SWITCH'))).toBe(true);

    const genreId = (
      await t.app.inject({ method: 'GET', url: listGenres.path }).then((r) => r.json<Array<{ id: number; name: string }>>())
    ).find((g) => g.name === third.genreNames[0])!.id;
    const byGenre = await list(accessToken, `?genreIds=${genreId}`);
    expect(byGenre.content.map((e) => e.gameId)).toContain(third.id);
    expect(byGenre.content.every((e) => e.genreNames.includes(third.genreNames[0]!))).toBe(true);

    const paged = await list(accessToken, '?size=2&page=1');
    expect(paged).toMatchObject({ page: 1, size: 2, last: true, totalElements: 3 });
    expect(paged.content.map((e) => e.gameId)).toEqual([switchGame.id]);
    expect((await list(accessToken, '?size=1000')).content).toHaveLength(3);
    const tooBig = await t.app.inject({ method: 'GET', url: `${listWishlist.path}?size=1001`, headers: bearer(accessToken) });
    expect(tooBig.statusCode).toBe(400);

    const entry = newest.content[0]!;
    expect(entry).toMatchObject({
      gameName: third.name,
      gameNameKo: third.nameKo,
      gameCoverImageUrl: third.localizedCoverImageUrl ?? third.coverImageUrl,
      genreNamesKo: third.genreNamesKo,
    });
    expect(Date.parse(entry.addedAt)).not.toBeNaN();
  });

  it("flags the signed-in user's games on lists, search and detail; guests see false on the same cached page", async () => {
    const { accessToken } = await devLogin(t.app, 'wish_flags');
    const game = games[4]!;
    await add(accessToken, { gameId: game.id });
    const page = (headers?: object) =>
      t.app
        .inject({ method: 'GET', url: `${listGames.path}?size=50`, headers: headers as Record<string, string> })
        .then((r) => GamePageSchema.parse(r.json()));

    const guestBefore = await page();
    const mine = await page(bearer(accessToken));
    const guestAfter = await page();
    const flagged = (p: { content: Game[] }) => p.content.filter((g) => g.inWishlist).map((g) => g.id);
    expect(flagged(mine)).toEqual([game.id]);
    expect(flagged(guestBefore)).toEqual([]);
    expect(flagged(guestAfter)).toEqual([]);

    const detail = await t.app.inject({ method: 'GET', url: pathOf(getGame.path, { id: game.id }), headers: bearer(accessToken) });
    expect(GameSchema.parse(detail.json()).inWishlist).toBe(true);
    expect(GameSchema.parse((await t.app.inject({ method: 'GET', url: pathOf(getGame.path, { id: game.id }) })).json()).inWishlist).toBe(
      false,
    );

    const search = await t.app.inject({
      method: 'GET',
      url: `${searchGames.path}?keyword=${encodeURIComponent(game.name)}`,
      headers: bearer(accessToken),
    });
    expect(GamePageSchema.parse(search.json()).content.find((g) => g.id === game.id)?.inWishlist).toBe(true);
    // A bad token on a public call is a guest call.
    const badToken = await t.app.inject({ method: 'GET', url: pathOf(getGame.path, { id: game.id }), headers: bearer('not-a-token') });
    expect(GameSchema.parse(badToken.json()).inWishlist).toBe(false);
  });

  it('feeds the popularity signal once per user and game', async () => {
    const { accessToken, userId } = await devLogin(t.app, 'wish_popular');
    const game = games[5]!;
    await add(accessToken, { gameId: game.id });
    await t.app.inject({ method: 'DELETE', url: pathOf(removeWishlistGame.path, { id: game.id }), headers: bearer(accessToken) });
    await add(accessToken, { gameId: game.id });
    const rows = await queryRows<{ kind: string }>(
      t.database.db,
      sql`SELECT kind FROM game_activity WHERE user_id = ${userId} AND game_id = ${game.id}`,
    );
    expect(rows).toEqual([{ kind: 'wishlist' }]);
  });

  it('refuses guests with 401 on every wishlist call', async () => {
    const calls = [
      { method: 'GET', url: listWishlist.path },
      { method: 'POST', url: addWishlistGame.path, payload: { gameId: games[0]!.id } },
      { method: 'DELETE', url: pathOf(removeWishlistGame.path, { id: games[0]!.id }) },
      { method: 'PUT', url: pathOf(updateWishlistEntry.path, { id: 1 }), payload: { priority: 1 } },
      { method: 'GET', url: pathOf(checkWishlistGame.path, { id: games[0]!.id }) },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.json()).toEqual({ message: accountMessages.loginRequired });
    }
  });
});
