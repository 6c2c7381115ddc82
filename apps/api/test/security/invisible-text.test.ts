import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CollectionGameSchema,
  CollectionSummarySchema,
  GamePageSchema,
  UserProfileSchema,
  collectionMessages,
  reviewMessages,
  suggestionMessages,
  type Game,
  type LoginData,
  getCollectionGame,
  listCollectionGames,
  listMyCollections,
  pathOf,
  createReview,
  getOwnProfile,
  listGames,
  suggestGameInfo,
} from '@gameshelf/contracts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

/** Text that shows nothing: zero-width space, word joiner, Hangul filler, direction marks, and mixes with spaces. */
const INVISIBLE_ONLY = ['\u200b', '\u2060', '\u3164', '\u200e\u200f', ' \u200b\u2060 \u3164\u200e '];

describe.each(engines)('free text made only of invisible characters on $name', (engine) => {
  let t: TestApp;
  let games: Game[];
  let user: LoginData;
  beforeAll(async () => {
    t = await buildTestApp(engine, { app: { isDevelopment: true } });
    games = GamePageSchema.parse((await t.app.inject({ method: 'GET', url: listGames.path })).json()).content;
    user = await devLogin(t.app, 'invisible_writer');
  });
  afterAll(() => t.close());

  type Method = 'POST' | 'PUT';
  const call = (method: Method, url: string, payload: object) => t.app.inject({ method, url, headers: bearer(user.accessToken), payload });

  it.each(INVISIBLE_ONLY)('a collection named %j is refused as unnamed', async (name) => {
    const res = await call('POST', listMyCollections.path, { name });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: collectionMessages.nameRequired, field: 'name' });
  });

  it.each(INVISIBLE_ONLY)('a review of %j is refused as empty', async (content) => {
    const res = await call('POST', createReview.path, { gameId: games[0]!.id, rating: 4, content });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: reviewMessages.contentRequired, field: 'content' });
  });

  it.each(INVISIBLE_ONLY)('a suggestion of %j is refused as empty', async (suggestionText) => {
    const res = await call('POST', pathOf(suggestGameInfo.path, { id: games[0]!.id }), { suggestionText });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: suggestionMessages.required, field: 'suggestionText' });
  });

  it('a memo of only invisible characters clears it; such a bio is empty', async () => {
    const shelf = CollectionSummarySchema.parse((await call('POST', listMyCollections.path, { name: '보관함' })).json());
    expect((await call('POST', pathOf(listCollectionGames.path, { id: shelf.id }), { gameId: games[1]!.id })).statusCode).toBe(201);
    for (const text of INVISIBLE_ONLY) {
      const memo = await call('PUT', pathOf(getCollectionGame.path, { id: shelf.id, gameId: games[1]!.id }), { personalNotes: text });
      expect(memo.statusCode, JSON.stringify(text)).toBe(200);
      expect(CollectionGameSchema.parse(memo.json()).personalNotes, JSON.stringify(text)).toBeNull();

      const profile = await call('PUT', getOwnProfile.path, { displayName: '보이는 이름', bio: text });
      expect(profile.statusCode, JSON.stringify(text)).toBe(200);
      expect(UserProfileSchema.parse(profile.json()).bio, JSON.stringify(text)).toBe('');
    }
  });
});
