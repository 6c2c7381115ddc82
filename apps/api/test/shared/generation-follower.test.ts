import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpGeneration, CACHE_GENERATIONS_CHANNEL, readGeneration } from '../../src/shared/cache-generations.ts';
import { followGenerations, type GenerationFollower } from '../../src/shared/generation-follower.ts';
import { engines, type TestDatabase } from '../helper.ts';

/** Polls `read` until it answers `expected` (a notification arrives asynchronously) or a second passes. */
async function eventually(read: () => Promise<number>, expected: number): Promise<number> {
  let value = await read();
  for (let i = 0; i < 100 && value !== expected; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    value = await read();
  }
  return value;
}

describe.each(engines)('cache generations followed in memory on $name', (engine) => {
  let store: TestDatabase;
  let follower: GenerationFollower;
  let clock = 1_000_000;
  beforeAll(async () => {
    store = await engine.open();
    follower = await followGenerations(store.database, () => clock);
  });
  afterAll(async () => {
    await follower.close();
    await store.dispose();
  });
  const db = () => store.database.db;
  /** A change written by someone else: no local bump, and a notification only when asked. */
  const writeElsewhere = async (name: string, notify: boolean) => {
    await db().execute(sql`INSERT INTO cache_generations (name, generation) VALUES (${name}, 1)
      ON CONFLICT (name) DO UPDATE SET generation = cache_generations.generation + 1`);
    if (notify) await db().execute(sql`SELECT pg_notify(${CACHE_GENERATIONS_CHANNEL}, ${name})`);
  };

  it('answers from memory once read: a change nobody announces is not seen until the read goes stale', async () => {
    expect(await follower.read('quiet')).toBe(0);
    await writeElsewhere('quiet', false);
    expect(await follower.read('quiet')).toBe(0);
    clock += 10_001;
    expect(await follower.read('quiet')).toBe(1);
  });

  it("follows another process's bump through its notification", async () => {
    expect(await follower.read('announced')).toBe(0);
    await writeElsewhere('announced', true);
    expect(await eventually(() => follower.read('announced'), 1)).toBe(1);
    expect(await readGeneration(db(), 'announced')).toBe(1);
  });

  it("sees this process's own bump as soon as its transaction commits", async () => {
    expect(await follower.read('own')).toBe(0);
    await db().transaction(async (tx) => {
      await bumpGeneration(tx, 'own');
      // Before the commit the database still holds the old generation, and it is not kept (PGlite has
      // one connection, which the transaction holds: nobody else reads until it ends).
      if (engine.name === 'postgres') expect(await follower.read('own')).toBe(0);
    });
    expect(await follower.read('own')).toBe(1);
  });
});
