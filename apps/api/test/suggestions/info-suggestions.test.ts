import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  GamePageSchema,
  InfoSuggestionListSchema,
  accountMessages,
  catalogMessages,
  suggestionMessages,
  type Game,
  listGames,
  listMyInfoSuggestions,
  pathOf,
  suggestGameInfo,
} from '@gameshelf/contracts';
import { queryRows } from '../../src/db/database.ts';
import { koreanDay } from '../../src/shared/korean-day.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

describe('koreanDay', () => {
  it('counts days in Asia/Seoul: 15:00 UTC is already the next day', () => {
    expect(koreanDay(new Date('2026-11-24T14:59:59Z'))).toBe('2026-11-24');
    expect(koreanDay(new Date('2026-11-24T15:00:00Z'))).toBe('2026-11-25');
  });
});

describe.each(engines)('info suggestions on $name', (engine) => {
  let t: TestApp;
  let games: Game[];
  let clock = new Date('2026-11-24T03:00:00Z');
  beforeAll(async () => {
    t = await buildTestApp(engine, { app: { isDevelopment: true, now: () => clock } });
    games = GamePageSchema.parse((await t.app.inject({ method: 'GET', url: listGames.path })).json()).content;
  });
  afterAll(() => t.close());

  const suggest = (token: string, gameId: number | string, payload: object) =>
    t.app.inject({ method: 'POST', url: pathOf(suggestGameInfo.path, { id: gameId }), headers: bearer(token), payload });
  const mine = async (token: string, gameId: number) =>
    InfoSuggestionListSchema.parse(
      (await t.app.inject({ method: 'GET', url: pathOf(listMyInfoSuggestions.path, { id: gameId }), headers: bearer(token) })).json(),
    );

  it('stores a trimmed suggestion and lists it as the sender’s, pending', async () => {
    const { accessToken } = await devLogin(t.app, 'sugg_store');
    const res = await suggest(accessToken, games[0]!.id, { suggestionText: '  한국어 제목이 틀렸어요  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: suggestionMessages.sent });
    const [only] = await mine(accessToken, games[0]!.id);
    expect(only).toMatchObject({ suggestionText: '한국어 제목이 틀렸어요', status: 'PENDING' });
    expect(Date.parse(only!.createdAt)).not.toBeNaN();
  });

  it.each([
    [{}, suggestionMessages.required],
    [{ suggestionText: '' }, suggestionMessages.required],
    [{ suggestionText: '     ' }, suggestionMessages.required],
    [{ suggestionText: ' 네 글자 ' }, suggestionMessages.tooShort],
    [{ suggestionText: '가'.repeat(201) }, suggestionMessages.tooLong],
  ])('refuses %j with the spec message', async (payload, message) => {
    const { accessToken } = await devLogin(t.app, 'sugg_rules');
    const res = await suggest(accessToken, games[1]!.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, field: 'suggestionText' });
  });

  it('accepts exactly 5 and exactly 200 characters (Hangul counted once each)', async () => {
    const { accessToken } = await devLogin(t.app, 'sugg_edges');
    expect((await suggest(accessToken, games[2]!.id, { suggestionText: '가나다라마' })).statusCode).toBe(201);
    expect((await suggest(accessToken, games[2]!.id, { suggestionText: '가'.repeat(200) })).statusCode).toBe(201);
  });

  it('allows 3 a day per game: the 4th is a 429 with the spec message; other games and the next Korean day are free', async () => {
    const { accessToken } = await devLogin(t.app, 'sugg_limit');
    const gameId = games[3]!.id;
    for (let i = 1; i <= 3; i++) expect((await suggest(accessToken, gameId, { suggestionText: `수정 제안 ${i}번` })).statusCode).toBe(201);
    const fourth = await suggest(accessToken, gameId, { suggestionText: '수정 제안 4번' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ message: suggestionMessages.dailyLimit });
    expect(await mine(accessToken, gameId)).toHaveLength(3);

    expect((await suggest(accessToken, games[4]!.id, { suggestionText: '다른 게임 제안' })).statusCode).toBe(201);
    const other = await devLogin(t.app, 'sugg_limit_other');
    expect((await suggest(other.accessToken, gameId, { suggestionText: '다른 사람의 제안' })).statusCode).toBe(201);

    // 23:59 in Seoul is still the same day; midnight in Seoul (15:00 UTC) starts a new one.
    clock = new Date('2026-11-24T14:59:00Z');
    expect((await suggest(accessToken, gameId, { suggestionText: '아직 같은 날' })).statusCode).toBe(429);
    clock = new Date('2026-11-24T15:00:00Z');
    expect((await suggest(accessToken, gameId, { suggestionText: '다음 날의 제안' })).statusCode).toBe(201);
    clock = new Date('2026-11-24T03:00:00Z');
  });

  it('stores exactly 3 of 10 concurrent suggestions', async () => {
    const { accessToken, userId } = await devLogin(t.app, 'sugg_race');
    const gameId = games[5]!.id;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => suggest(accessToken, gameId, { suggestionText: `동시에 보낸 제안 ${i}` })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(7);
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM game_info_suggestions WHERE user_id = ${userId} AND game_id = ${gameId}`,
    );
    expect(row?.n).toBe(3);
  });

  it('lists only the caller’s own suggestions', async () => {
    const author = await devLogin(t.app, 'sugg_author');
    const reader = await devLogin(t.app, 'sugg_reader');
    await suggest(author.accessToken, games[6]!.id, { suggestionText: '작성자만 보는 제안' });
    expect(await mine(reader.accessToken, games[6]!.id)).toEqual([]);
    expect(await mine(author.accessToken, games[6]!.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown game and 400 for a malformed id', async () => {
    const { accessToken } = await devLogin(t.app, 'sugg_missing');
    const unknown = await suggest(accessToken, 999_999, { suggestionText: '없는 게임입니다' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: catalogMessages.gameNotFound });
    const malformed = await suggest(accessToken, 'abc', { suggestionText: '잘못된 아이디' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: catalogMessages.invalidGameId, field: 'id' });
  });

  it('refuses guests with 401', async () => {
    const post = await t.app.inject({
      method: 'POST',
      url: pathOf(suggestGameInfo.path, { id: games[0]!.id }),
      payload: { suggestionText: '게스트 제안' },
    });
    const get = await t.app.inject({ method: 'GET', url: pathOf(listMyInfoSuggestions.path, { id: games[0]!.id }) });
    for (const res of [post, get]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: accountMessages.loginRequired });
    }
  });
});
