/**
 * How long a link preview image takes: `npm run bench:previews` (BENCH_PREVIEW_OUT=<dir> also writes
 * one sample image of each kind there, to look at).
 *
 * 1. The renderer alone (satori and resvg, Pretendard), each kind of card: the first render of the
 *    process (font parsing), then the median of cards never drawn before ("cold": a new image in a
 *    warm process, its picture fetched from a local server and resized).
 * 2. Through the app on PGlite with the fixture catalog, covers served locally: a game's image asked
 *    for the first time (read, render, store in PostgreSQL), again (this process's memory), and from a
 *    second app on the same database (the stored PNG, no render).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { GamePageSchema, getGamePreviewImage, listGames, pathOf } from '@gameshelf/contracts';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { createCardRenderer, warmCardRenderer } from '../src/modules/previews/card-renderer.ts';
import type { PreviewCard } from '../src/modules/previews/preview-card.ts';
import { createRemoteImages } from '../src/modules/previews/remote-images.ts';
import { loadBenchConfig } from './bench-config.ts';

const ROUNDS = 30;
const fixtureCatalog = fileURLToPath(new URL('../test/fixtures/catalog.json', import.meta.url));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await work();
  return [performance.now() - start, result];
}

const config = loadBenchConfig();
const coverPng = await sharp({ create: { width: 264, height: 352, channels: 3, background: '#3a6ea5' } })
  .png()
  .toBuffer();
const covers = createServer((_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(coverPng));
await new Promise<void>((resolve) => covers.listen(0, '127.0.0.1', resolve));
const coverOrigin = `http://127.0.0.1:${(covers.address() as AddressInfo).port}`;

// 1. The renderer alone.
const render = createCardRenderer(createRemoteImages({ allowedOrigins: [coverOrigin], publicUrl: 'http://localhost:8080' }));
const samples: Record<PreviewCard['kind'], (i: number) => PreviewCard> = {
  game: (i) => ({
    kind: 'game',
    label: '게임',
    title: `젤다의 전설 브레스 오브 더 와일드 ${i}`,
    subtitle: 'The Legend of Zelda: Breath of the Wild',
    facts: ['2017년', '어드벤처', 'RPG', '★ 4.5 (12)'],
    quote: null,
    images: [`${coverOrigin}/game-${i}.png`],
  }),
  collection: (i) => ({
    kind: 'collection',
    label: '컬렉션',
    title: `올해의 인생 게임 ${i}`,
    subtitle: '게이머님의 컬렉션',
    facts: ['게임 24개', '좋아요 8'],
    quote: null,
    images: [0, 1, 2, 3].map((n) => `${coverOrigin}/collection-${i}-${n}.png`),
  }),
  profile: (i) => ({
    kind: 'profile',
    label: '프로필',
    title: `게임하는 사람 ${i}`,
    subtitle: '@gamer',
    facts: ['게임 120개', '완료 45개', '컬렉션 6개'],
    quote: '주말엔 RPG, 평일엔 퍼즐 게임을 합니다.',
    images: [`${coverOrigin}/avatar-${i}.png`],
  }),
  review: (i) => ({
    kind: 'review',
    label: '리뷰',
    title: '엘든 링',
    subtitle: `게이머 ${i}님의 리뷰`,
    facts: ['★ 4.5'],
    quote: '처음엔 어렵지만 한 번 빠지면 헤어나올 수 없는 게임입니다. 탐험하는 재미가 압도적이에요.',
    images: [`${coverOrigin}/review-${i}.png`],
  }),
  notice: (i) => ({
    kind: 'notice',
    label: '공지사항',
    title: `서비스 점검 안내 ${i}`,
    subtitle: null,
    facts: ['2026-11-27'],
    quote: '더 나은 서비스를 위해 서버 점검을 진행합니다.',
    images: [],
  }),
};
const [warmMs] = await timed(() => warmCardRenderer());
console.log(`fonts parsed (server.ts does it at start): ${ms(warmMs)}`);
const [firstMs] = await timed(() => render(samples.game(-1)));
console.log(`renderer, first card after that: ${ms(firstMs)}`);
for (const [kind, card] of Object.entries(samples)) {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) times.push((await timed(() => render(card(i))))[0]);
  const { png, complete } = await render(card(ROUNDS));
  if (!complete) throw new Error(`${kind}: a picture did not load`);
  if (config.previewOut) {
    mkdirSync(config.previewOut, { recursive: true });
    writeFileSync(path.join(config.previewOut, `${kind}.png`), png);
  }
  console.log(`renderer, cold ${kind.padEnd(10)} median ${ms(median(times))} (${png.length} bytes)`);
}

// 2. Through the app.
const database = await openDatabase({});
await database.migrate();
const options = { database, auth: { publicUrl: 'http://localhost:8080' }, security: { imageOrigins: [coverOrigin] } };
const app = await buildApp(options);
await app.catalog.seedIfEmpty(fixtureCatalog, { info() {}, warn() {} });
await app.ready();
const games = GamePageSchema.parse((await app.inject({ method: 'GET', url: `${listGames.path}?size=${ROUNDS}` })).json()).content;
for (const game of games) {
  await database.db.execute(sql`UPDATE games SET localized_cover_image_url = ${`${coverOrigin}/${game.id}.png`} WHERE id = ${game.id}`);
  await app.catalog.gameChanged(database.db, game.id);
}
const ask = async (target: typeof app, id: number) => {
  const res = await target.inject({ method: 'GET', url: pathOf(getGamePreviewImage.path, { id }) });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
};
const round = async (target: typeof app) => {
  const times: number[] = [];
  for (const game of games) times.push((await timed(() => ask(target, game.id)))[0]);
  return median(times);
};
console.log(`app, a game's image first asked for (render, store) median ${ms(await round(app))}`);
console.log(`app, asked again (this process's memory)        median ${ms(await round(app))}`);
const other = await buildApp(options);
await other.ready();
console.log(`app, another process (stored in PostgreSQL)      median ${ms(await round(other))}`);
await other.close();
await app.close();
await database.close();
covers.close();
