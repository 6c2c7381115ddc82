import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CollectionPageSchema,
  CollectionSummarySchema,
  listMyCollections,
  pagePopularCollections,
  pathOf,
  toggleCollectionLike,
} from '@gameshelf/contracts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

/**
 * The popular collections page reads the viewer's likes of all its cards in one statement: the number
 * of statements a signed-in viewer's page costs does not grow with the page's size (no query per card).
 * Counted through the database handle's client (PGlite's `query`, node-postgres's pool `query`), which
 * every statement outside a transaction goes through.
 */
describe.each(engines)('popular collections on $name', (engine) => {
  let t: TestApp;
  let statements = 0;
  let viewerToken = '';
  const likedIds = new Set<number>();

  beforeAll(async () => {
    t = await buildTestApp(engine, { seed: false, app: { isDevelopment: true, auth: { rateLimits: { devLogin: 1000 } } } });
    const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const query = client.query.bind(client);
    client.query = (...args: unknown[]) => {
      statements += 1;
      return query(...args);
    };
    const viewer = await devLogin(t.app, 'popular_viewer');
    viewerToken = viewer.accessToken;
    for (let i = 0; i < 8; i++) {
      const owner = await devLogin(t.app, `popular_owner_${i}`);
      const res = await t.app.inject({
        method: 'POST',
        url: listMyCollections.path,
        headers: bearer(owner.accessToken),
        payload: { name: `인기 선반 ${i}` },
      });
      const id = CollectionSummarySchema.parse(res.json()).id;
      // Every other card liked by the viewer.
      if (i % 2 === 0) {
        const like = await t.app.inject({ method: 'POST', url: pathOf(toggleCollectionLike.path, { id }), headers: bearer(viewerToken) });
        expect(like.statusCode, like.body).toBe(200);
        likedIds.add(id);
      }
    }
  });
  afterAll(() => t.close());

  /** Statements one signed-in page of `size` cards costs (each size is a page the cache has not seen). */
  async function statementsFor(size: number) {
    statements = 0;
    const res = await t.app.inject({
      method: 'GET',
      url: `${pagePopularCollections.path}?page=0&size=${size}`,
      headers: bearer(viewerToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = CollectionPageSchema.parse(res.json());
    expect(page.content).toHaveLength(size);
    for (const card of page.content) expect(card.isLiked, `card ${card.id}`).toBe(likedIds.has(card.id));
    return statements;
  }

  it('costs the same statements for 2 cards as for 8, each card flagged with the viewer’s like', async () => {
    const few = await statementsFor(2);
    const many = await statementsFor(8);
    expect(few).toBeGreaterThan(0);
    expect(many).toBe(few);
  });
});
