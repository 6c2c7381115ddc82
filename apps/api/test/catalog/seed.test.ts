import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createCatalog } from '../../src/modules/catalog/catalog.ts';
import { readSeedFile } from '../../src/modules/catalog/ingest/load-seed.ts';
import { gameGenres, gamePlatforms, games, gameStoreRefs } from '../../src/db/schema.ts';
import { fixtureGames } from '../fixture-catalog.ts';
import { engines, fixtureCatalogFile, type TestDatabase } from '../helper.ts';

const log = { info() {}, warn() {} };

describe.each(engines)('catalog seed on $name', (engine) => {
  const opened: TestDatabase[] = [];
  afterAll(async () => {
    for (const t of opened) await t.dispose();
  });

  it('loads the seed on first start only', async () => {
    const t = await engine.open();
    opened.push(t);
    const { db } = t.database;
    const catalog = createCatalog({ database: t.database });
    expect(await catalog.seedIfEmpty(fixtureCatalogFile, log)).toBe('loaded');
    expect(await catalog.seedIfEmpty(fixtureCatalogFile, log)).toBe('already-populated');
    const [row] = await db.select({ n: count() }).from(games);
    expect(row?.n).toBe(fixtureGames.length);
  });

  it('stores links and store references, and a re-import does not duplicate them', async () => {
    const t = await engine.open();
    opened.push(t);
    const { db } = t.database;
    const catalog = createCatalog({ database: t.database });
    await catalog.insert(fixtureGames, { batchSize: 5 });
    const countAll = async () => ({
      games: (await db.select({ n: count() }).from(games))[0]?.n,
      platforms: (await db.select({ n: count() }).from(gamePlatforms))[0]?.n,
      genres: (await db.select({ n: count() }).from(gameGenres))[0]?.n,
      refs: (await db.select({ n: count() }).from(gameStoreRefs))[0]?.n,
    });
    const first = await countAll();
    expect(first).toEqual({
      games: fixtureGames.length,
      platforms: fixtureGames.reduce((n, g) => n + new Set(g.platforms).size, 0),
      genres: fixtureGames.reduce((n, g) => n + new Set(g.genres).size, 0),
      refs: fixtureGames.reduce((n, g) => n + (g.steamAppId ? 1 : 0) + (g.gogId ? 1 : 0), 0),
    });
    await catalog.insert(fixtureGames);
    expect(await countAll()).toEqual(first);
  });

  it('starts empty when the seed file is missing', async () => {
    const t = await engine.open();
    opened.push(t);
    expect(await createCatalog({ database: t.database }).seedIfEmpty('/nonexistent/catalog.json.gz', log)).toBe('no-seed-file');
  });
});

describe('seed file reading', () => {
  it('reads gzipped and plain JSON alike and rejects invalid games', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gameshelf-seed-'));
    const gz = path.join(dir, 'catalog.json.gz');
    writeFileSync(gz, gzipSync(readFileSync(fixtureCatalogFile)));
    expect(await readSeedFile(gz)).toEqual(await readSeedFile(fixtureCatalogFile));
    const bad = path.join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify([{ igdbId: -1, name: '' }]));
    await expect(readSeedFile(bad)).rejects.toThrow();
  });
});
