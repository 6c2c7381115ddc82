import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commonMessages,
  CollectionSummarySchema,
  DataExportSchema,
  GamePageSchema,
  type Game,
  type LoginData,
  listCollectionGames,
  listMyCollections,
  pathOf,
  createReview,
  exportMyData,
  listGames,
  addWishlistGame,
} from '@gameshelf/contracts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

describe.each(engines)('data export on $name', (engine) => {
  let t: TestApp;
  let games: Game[];
  let user: LoginData;
  const memo = '최고, 그런데 "엔딩"은\n조금 아쉬움';
  beforeAll(async () => {
    t = await buildTestApp(engine, { app: { isDevelopment: true, auth: { rateLimits: { devLogin: 1000 } } } });
    games = GamePageSchema.parse((await t.app.inject({ method: 'GET', url: `${listGames.path}?size=5` })).json()).content;
    user = await devLogin(t.app, 'export_user');
    const [g1, g2] = games;
    const created = await call('POST', listMyCollections.path, user.accessToken, { name: '비밀 선반', isPublic: false });
    const shelf = CollectionSummarySchema.parse(created.json()).id;
    await call('POST', pathOf(listCollectionGames.path, { id: shelf }), user.accessToken, {
      gameId: g1!.id,
      playStatus: 'COMPLETED',
      playtimeHours: 42,
      purchasePrice: 64800,
      purchasePlatformId: g1!.platforms[0]!.id,
      personalNotes: memo,
    });
    await call('POST', addWishlistGame.path, user.accessToken, { gameId: g2!.id });
    await call('POST', createReview.path, user.accessToken, { gameId: g1!.id, rating: 5, content: '한글 리뷰, 쉼표와 "따옴표"' });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : undefined, payload });

  it('needs a signed-in user', async () => {
    expect((await call('GET', exportMyData.path)).statusCode).toBe(401);
  });

  it('downloads everything as JSON, private collections and purchase details included', async () => {
    const res = await call('GET', exportMyData.path, user.accessToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="gameshelf-export_user-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = DataExportSchema.parse(res.json());
    expect(data.profile.username).toBe('export_user');
    expect(data.collections).toHaveLength(1);
    expect(data.collections[0]).toMatchObject({ name: '비밀 선반', isPublic: false });
    expect(data.collections[0]!.games[0]).toMatchObject({
      gameId: games[0]!.id,
      playStatus: 'COMPLETED',
      playtimeHours: 42,
      purchasePrice: 64800,
      purchasePlatform: games[0]!.platforms[0]!.name,
      personalNotes: memo,
    });
    expect(data.wishlist.map((w) => w.gameId)).toEqual([games[1]!.id]);
    expect(data.reviews.map((r) => [r.gameId, r.rating, r.content])).toEqual([[games[0]!.id, 5, '한글 리뷰, 쉼표와 "따옴표"']]);
  });

  it('downloads a zip of CSV files that spreadsheet apps read as Korean', async () => {
    const res = await call('GET', `${exportMyData.path}?format=csv`, user.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['collections.csv', 'profile.csv', 'reviews.csv', 'wishlist.csv']);
    for (const bytes of Object.values(files)) expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const collections = strFromU8(files['collections.csv']!);
    const [header, row] = collections.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('컬렉션,공개,게임,게임 (원제),플레이 상태,플레이 시간,진행률,구매 가격,구매일,구매 플랫폼,구매처,메모,추가한 날');
    // The memo's comma, quotes and line break survive as one quoted field.
    expect(collections).toContain(`"${memo.replaceAll('"', '""')}"`);
    expect(row!.startsWith('비밀 선반,아니요,')).toBe(true);
    expect(row).toContain(',클리어,42,100,64800,');
    expect(strFromU8(files['reviews.csv']!)).toContain('"한글 리뷰, 쉼표와 ""따옴표"""');
  });

  it('refuses a format it does not make', async () => {
    expect((await call('GET', `${exportMyData.path}?format=xlsx`, user.accessToken)).statusCode).toBe(400);
  });

  it('is limited to 10 downloads an hour per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await call('GET', exportMyData.path, user.accessToken)).statusCode);
    expect(statuses).toContain(429);
    const refused = await call('GET', exportMyData.path, user.accessToken);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: commonMessages.tooManyRequests });
  });
});
