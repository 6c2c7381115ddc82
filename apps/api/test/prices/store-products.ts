import { sql } from 'drizzle-orm';
import { queryRows, type AppDb } from '../../src/db/database.ts';
import { createCatalogLinks } from '../../src/modules/catalog/catalog-links.ts';
import { createPrices, type PricesOptions } from '../../src/modules/prices/module.ts';
import type { TestApp } from '../helper.ts';

/** The catalog game of a store product (`game_store_refs`) of the fixture catalog. */
export async function gameIdOfProduct(db: AppDb, store: 'steam' | 'gog', externalId: string | number): Promise<number> {
  const [row] = await queryRows<{ game_id: number }>(
    db,
    sql`select game_id from game_store_refs where store = ${store} and external_id = ${String(externalId)}`,
  );
  if (!row) throw new Error(`no ${store} product ${externalId} in the fixture catalog`);
  return row.game_id;
}

/** Both stores at one fake's origin, paced loosely enough that tests never wait for the limiter. */
export const fakeStoreOptions = (origin: string): PricesOptions => ({
  steamStoreUrl: origin,
  gogApiUrl: origin,
  timeoutMs: 2_000,
  limits: { steam: { perWindow: 1_000, windowMs: 1_000, maxInFlight: 1 }, gog: { perWindow: 1_000, windowMs: 1_000, maxInFlight: 4 } },
});

/** The prices service of the test app's database, asking the fake store at `origin`, on the test's clock. */
export const pricesAgainst = (t: TestApp, origin: string, now: () => Date) =>
  createPrices({
    db: t.database.db,
    catalog: createCatalogLinks(t.database.db, t.app.catalog.gameChanged),
    options: fakeStoreOptions(origin),
    now,
  }).service;
