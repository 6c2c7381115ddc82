import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminInfoSuggestionPageSchema,
  GamePageSchema,
  GameSchema,
  InfoSuggestionListSchema,
  suggestionMessages,
  toGameListSearchParams,
  type LoginData,
  acceptInfoSuggestion,
  getGame,
  listGames,
  listInfoSuggestionsForReview,
  listMyInfoSuggestions,
  pathOf,
  rejectInfoSuggestion,
  searchGames,
  suggestGameInfo,
} from '@gameshelf/contracts';
import { adminLogin } from '../admin-helpers.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

/** The Stanley Parable: no official Korean title in the fixture catalog. */
const STANLEY_IGDB_ID = 3035;

describe.each(engines)('Korean titles from players on $name', (engine) => {
  let t: TestApp;
  let player: LoginData;
  let admin: LoginData;
  let gameId: number;
  beforeAll(async () => {
    t = await buildTestApp(engine, { app: { isDevelopment: true } });
    player = await devLogin(t.app, 'title_player');
    admin = await adminLogin(t.app, t.database, 'title_admin');
    const page = GamePageSchema.parse((await t.app.inject({ method: 'GET', url: `${listGames.path}?size=100` })).json());
    gameId = page.content.find((g) => g.igdbId === STANLEY_IGDB_ID)!.id;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : undefined, payload });
  const suggest = (payload: object) => call('POST', pathOf(suggestGameInfo.path, { id: gameId }), player.accessToken, payload);
  const pending = async () =>
    AdminInfoSuggestionPageSchema.parse(
      (await call('GET', `${listInfoSuggestionsForReview.path}?status=PENDING`, admin.accessToken)).json(),
    );
  const searchIds = async (keyword: string) =>
    GamePageSchema.parse(
      (await call('GET', `${searchGames.path}?${toGameListSearchParams({ keyword, size: 5 }).toString()}`)).json(),
    ).content.map((g) => g.igdbId);

  it('refuses a proposed title that is empty, too long, without Hangul, or without its field', async () => {
    for (const [payload, message] of [
      [{ suggestionText: '한국어 제목 제안합니다', field: 'nameKo', value: '  ' }, suggestionMessages.nameKoRequired],
      [{ suggestionText: '한국어 제목 제안합니다', field: 'nameKo', value: '가'.repeat(101) }, suggestionMessages.nameKoTooLong],
      [{ suggestionText: '한국어 제목 제안합니다', field: 'nameKo', value: 'Stanley' }, suggestionMessages.nameKoNoHangul],
      [{ suggestionText: '한국어 제목 제안합니다', value: '스탠리 우화' }, suggestionMessages.valueWithoutField],
    ] as const) {
      const res = await suggest(payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
    expect((await suggest({ suggestionText: '한국어 제목 제안합니다', field: 'title', value: '스탠리' })).statusCode).toBe(400);
  });

  it('lets operators only review, and sets the title on accept: the game and the search show it at once', async () => {
    const sent = await suggest({ suggestionText: '정식 한국어 제목이 있어요', field: 'nameKo', value: '  스탠리 우화  ' });
    expect(sent.statusCode, sent.body).toBe(201);
    const [mine] = InfoSuggestionListSchema.parse(
      (await call('GET', pathOf(listMyInfoSuggestions.path, { id: gameId }), player.accessToken)).json(),
    );
    expect(mine).toMatchObject({ field: 'nameKo', value: '스탠리 우화', status: 'PENDING' });

    // Players and guests cannot review.
    expect((await call('GET', listInfoSuggestionsForReview.path, player.accessToken)).statusCode).toBe(403);
    expect((await call('POST', pathOf(acceptInfoSuggestion.path, { id: mine!.id }))).statusCode).toBe(401);
    expect((await call('POST', pathOf(acceptInfoSuggestion.path, { id: mine!.id }), player.accessToken)).statusCode).toBe(403);

    const queue = await pending();
    expect(queue.content.find((s) => s.id === mine!.id)).toMatchObject({
      gameId,
      gameName: 'The Stanley Parable',
      gameNameKo: null,
      username: 'title_player',
      value: '스탠리 우화',
    });

    // Before: the new title finds nothing.
    expect(await searchIds('스탠리 우화')).toEqual([]);
    const accepted = await call('POST', pathOf(acceptInfoSuggestion.path, { id: mine!.id }), admin.accessToken);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ message: suggestionMessages.accepted });

    const game = GameSchema.parse((await call('GET', pathOf(getGame.path, { id: gameId }))).json());
    expect(game.nameKo).toBe('스탠리 우화');
    expect((await searchIds('스탠리 우화'))[0]).toBe(STANLEY_IGDB_ID);
    expect((await searchIds('ㅅㅌㄹㅇㅎ'))[0]).toBe(STANLEY_IGDB_ID);

    // A suggestion is reviewed once.
    const again = await call('POST', pathOf(rejectInfoSuggestion.path, { id: mine!.id }), admin.accessToken);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: suggestionMessages.alreadyReviewed });
    expect((await pending()).content.some((s) => s.id === mine!.id)).toBe(false);
  });

  it('refuses a malformed review request with a Korean message', async () => {
    for (const url of [`${listInfoSuggestionsForReview.path}?status=NOPE`, `${listInfoSuggestionsForReview.path}?size=1000`]) {
      const res = await call('GET', url, admin.accessToken);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/[가-힣]/);
    }
    expect((await call('POST', pathOf(acceptInfoSuggestion.path, { id: 'abc' }), admin.accessToken)).statusCode).toBe(400);
  });

  it('rejects without touching the game, and answers 404 for a suggestion that does not exist', async () => {
    await suggest({ suggestionText: '다른 제목도 있어요', field: 'nameKo', value: '스탠리 비유' });
    const proposal = (await pending()).content.find((s) => s.value === '스탠리 비유')!;
    const rejected = await call('POST', pathOf(rejectInfoSuggestion.path, { id: proposal.id }), admin.accessToken);
    expect(rejected.json()).toEqual({ message: suggestionMessages.rejected });
    expect(GameSchema.parse((await call('GET', pathOf(getGame.path, { id: gameId }))).json()).nameKo).toBe('스탠리 우화');
    const missing = await call('POST', pathOf(acceptInfoSuggestion.path, { id: 999_999 }), admin.accessToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: suggestionMessages.notFound });
  });
});
