import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LoginData,
  createNotice,
  getOwnProfile,
  getRobotsTxt,
  getSitemapFile,
  getSitemapIndex,
  listMyCollections,
  pathOf,
  updateAccountSettings,
  updateCollection,
  webPaths,
} from '@gameshelf/contracts';
import { queryRows } from '../../src/db/database.ts';
import { adminLogin } from '../admin-helpers.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

/** A public URL with a character XML must escape, so every `<loc>` shows the escaping. */
const PUBLIC_URL = 'https://shelf.example/a&b';
const URL_LIMIT = 3;

const unescape = (text: string) =>
  text.replace(/&(lt|gt|quot|apos|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e]!);
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => unescape(m[1]!));

describe.each(engines)('robots.txt and sitemaps on $name', (engine) => {
  let t: TestApp;
  let shown: LoginData;
  let hidden: LoginData;
  const collections = { shown: 0, privateOne: 0, ofHiddenProfile: 0 };
  const call = (method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, login?: LoginData, payload?: object) =>
    t.app.inject({ method, url, headers: login ? bearer(login.accessToken) : undefined, payload });
  const ok = <R extends { statusCode: number; body: string }>(res: R): R => {
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res;
  };
  const collection = async (owner: LoginData, name: string, isPublic: boolean) =>
    ok(await call('POST', listMyCollections.path, owner, { name, isPublic })).json<{ id: number }>().id;

  /** Every child file of the index, fetched: its name and its page URLs. */
  async function children(): Promise<{ name: string; urls: string[] }[]> {
    const index = ok(await call('GET', getSitemapIndex.path));
    const prefix = `${PUBLIC_URL}/sitemaps/`;
    return Promise.all(
      locs(index.body).map(async (loc) => {
        expect(loc.startsWith(prefix), loc).toBe(true);
        const name = loc.slice(prefix.length);
        const res = ok(await call('GET', pathOf(getSitemapFile.path, { name })));
        expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
        expect(res.body).toMatch(
          /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
        );
        return { name, urls: locs(res.body) };
      }),
    );
  }
  const urlsOf = async (section: string) => (await children()).filter((c) => c.name.startsWith(`${section}-`)).flatMap((c) => c.urls);

  beforeAll(async () => {
    t = await buildTestApp(engine, {
      app: {
        isDevelopment: true,
        auth: { publicUrl: PUBLIC_URL, rateLimits: { devLogin: 1000 } },
        sitemap: { urlLimit: URL_LIMIT, chunkSize: 2 },
      },
    });
    shown = await devLogin(t.app, 'map_shown');
    hidden = await devLogin(t.app, 'map_hidden');
    await devLogin(t.app, 'map_never_set_up');
    for (const [login, name] of [
      [shown, '보이는사람'],
      [hidden, '숨은사람'],
    ] as const) {
      ok(await call('PUT', getOwnProfile.path, login, { displayName: name, bio: '', profileCompleted: true }));
    }
    collections.shown = await collection(shown, '공개 선반', true);
    collections.privateOne = await collection(shown, '비공개 선반', false);
    collections.ofHiddenProfile = await collection(hidden, '숨은 선반', true);
    ok(await call('PATCH', updateAccountSettings.path, hidden, { isPublicProfile: false }));
    const admin = await adminLogin(t.app, t.database, 'map_admin');
    ok(await call('POST', createNotice.path, admin, { title: '점검 안내', content: '내일 점검합니다.', isImportant: false }));
  });
  afterAll(() => t.close());

  it('indexes every child file, none over the limit, every game once', async () => {
    const files = await children();
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      expect(file.urls.length, file.name).toBeGreaterThan(0);
      expect(file.urls.length, file.name).toBeLessThanOrEqual(URL_LIMIT);
    }
    const games = await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM games ORDER BY id`);
    expect(games.length).toBeGreaterThan(URL_LIMIT);
    const gameUrls = files.filter((f) => f.name.startsWith('games-')).flatMap((f) => f.urls);
    expect(gameUrls).toEqual(games.map((g) => `${PUBLIC_URL}${webPaths.game(g.id)}`));
    expect(await urlsOf('notices')).toContain(`${PUBLIC_URL}${webPaths.notice(1)}`);
  });

  it('lists only public collections of public profiles, and only set-up public profiles', async () => {
    expect(await urlsOf('collections')).toEqual([`${PUBLIC_URL}${webPaths.publicCollection(collections.shown)}`]);
    const profiles = await urlsOf('profiles');
    expect(profiles).toContain(`${PUBLIC_URL}${webPaths.user('map_shown')}`);
    expect(profiles.some((url) => url.includes('map_hidden') || url.includes('map_never_set_up'))).toBe(false);
  });

  it('drops a collection and a profile the moment they turn private', async () => {
    await urlsOf('collections'); // cached now
    ok(await call('PUT', pathOf(updateCollection.path, { id: collections.shown }), shown, { name: '공개 선반', isPublic: false }));
    expect(await urlsOf('collections')).toEqual([]);
    ok(await call('PATCH', updateAccountSettings.path, shown, { isPublicProfile: false }));
    expect((await urlsOf('profiles')).some((url) => url.includes('map_shown'))).toBe(false);
    ok(await call('PATCH', updateAccountSettings.path, shown, { isPublicProfile: true }));
    ok(await call('PUT', pathOf(updateCollection.path, { id: collections.shown }), shown, { name: '공개 선반', isPublic: true }));
    expect(await urlsOf('collections')).toHaveLength(1);
  });

  it('escapes every URL and gives each page its last change', async () => {
    const index = (await call('GET', getSitemapIndex.path)).body;
    expect(index).toContain('<loc>https://shelf.example/a&amp;b/sitemaps/games-1.xml</loc>');
    expect(index).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    const file = (await call('GET', pathOf(getSitemapFile.path, { name: 'games-1.xml' }))).body;
    expect(file).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(file).toMatch(
      /<url><loc>https:\/\/shelf\.example\/a&amp;b\/game\/\d+<\/loc><lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod><\/url>/,
    );
  });

  it('answers 404 for a file that does not exist or lists nothing', async () => {
    for (const name of ['games-0.xml', 'games-01.xml', 'users-1.xml', 'games-1.json', 'games-999999999.xml', 'collections-9999.xml']) {
      expect((await call('GET', pathOf(getSitemapFile.path, { name }))).statusCode, name).toBe(404);
    }
  });

  it('compresses a large file and lets caches keep it for a while', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: pathOf(getSitemapFile.path, { name: 'games-1.xml' }),
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    // Three URLs may be under the compression threshold; the index of every file is not.
    const index = await t.app.inject({ method: 'GET', url: getSitemapIndex.path, headers: { 'accept-encoding': 'gzip' } });
    expect(index.headers['content-encoding']).toBe('gzip');
  });

  it('serves robots.txt: public pages open, private and useless ones closed, the sitemap index named', async () => {
    const res = ok(await call('GET', getRobotsTxt.path));
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    for (const closed of [
      webPaths.myPage,
      webPaths.wishlist,
      webPaths.notifications,
      webPaths.authCallback,
      webPaths.adminBanners,
      '/api/',
      '/collection$',
      '/test/gog',
    ]) {
      expect(lines, closed).toContain(`Disallow: ${closed}`);
    }
    // Public pages stay open: no rule closes a game, a public collection, a profile or a notice.
    const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
    const matches = (rule: string, path: string) =>
      new RegExp(`^${rule.replace(/[.+?^{}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}`).test(path);
    for (const open of [
      webPaths.home,
      webPaths.game(7),
      webPaths.publicCollection(3),
      webPaths.collectionDetail(3),
      webPaths.user('a'),
      webPaths.notice(2),
    ]) {
      expect(
        disallowed.filter((rule) => matches(rule, open)),
        open,
      ).toEqual([]);
    }
    expect(lines).toContain('Allow: /api/games/*');
  });
});
