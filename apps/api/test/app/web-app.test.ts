import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonMessages, getHealth } from '@gameshelf/contracts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

describe('serving the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'gameshelf-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>gameshelf</title>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(
      path.join(dist, '.vite', 'route-preloads.json'),
      JSON.stringify({
        '/': ['/assets/home-1.js'],
        '/games': ['/assets/games-1.js', '/assets/list-1.js'],
        '/game/:gameId': ['/assets/game-1.js'],
        '/collection/:collectionId': ['/assets/collection-1.js'],
        '/collection/new': ['/assets/collection-form-1.js'],
        '/mypage': [],
      }),
    );
    t = await buildTestApp(engines[0]!, { seed: false, app: { webDistDir: dist } });
  });
  afterAll(() => t.close());

  it('serves index.html at / without caching it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>gameshelf</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age=31536000');
  });

  it('falls back to index.html for client-side routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/game/42?from=collection' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("sends each route's chunks to preload with the page", async () => {
    const link = async (url: string) => (await t.app.inject({ method: 'GET', url })).headers.link;
    expect(await link('/')).toBe('</assets/home-1.js>; rel=modulepreload');
    expect(await link('/games?keyword=젤다')).toBe('</assets/games-1.js>; rel=modulepreload, </assets/list-1.js>; rel=modulepreload');
    expect(await link('/game/42')).toBe('</assets/game-1.js>; rel=modulepreload');
    expect(await link('/game/42/extra')).toBeUndefined();
    expect(await link('/collection/7')).toBe('</assets/collection-1.js>; rel=modulepreload');
    expect(await link('/collection/new')).toBe('</assets/collection-form-1.js>; rel=modulepreload');
    expect(await link('/mypage')).toBeUndefined();
    expect(await link('/nowhere')).toBeUndefined();
  });

  it('keeps API misses and missing assets as 404', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: commonMessages.notFound });
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: getHealth.path })).statusCode).toBe(200);
  });
});
