import { eq, sql } from 'drizzle-orm';
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { notify, type AppDb } from '../db/database.ts';

/**
 * Generations of shared caches, bumped in the same transaction as the write that makes them stale,
 * so every API process sees the change on its next read (`popular-collections`, `home`).
 */
export const cacheGenerations = pgTable('cache_generations', {
  name: text('name').primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
});

/** Home data (featured and popular games, popular reviews): bumped by review, vote and catalog writes. */
export const HOME_CACHE = 'home';

/** Popular collection pages: bumped by likes, a collection's visibility change or deletion. */
export const POPULAR_COLLECTIONS_CACHE = 'popular-collections';

/**
 * The caches that show people (names, photos, bios) and what their profile's visibility lets others
 * see: a profile edit or a visibility change bumps them all in its transaction.
 */
export const PROFILE_DERIVED_CACHES = [HOME_CACHE, POPULAR_COLLECTIONS_CACHE] as const;

/** Where a bump is announced, at its transaction's commit, to every API process (generation-follower.ts). */
export const CACHE_GENERATIONS_CHANNEL = 'cache_generations';

/** A database or a transaction: anything that can run the statements. */
type Runner = Pick<AppDb, 'insert' | 'select' | 'execute'>;

/** Who hears this process's bumps as they are written (before their commit): the followers of generations. */
const localBumpListeners = new Set<(name: string) => void>();

/** Calls `listener` with the name of every cache this process bumps; answers a function that stops it. */
export function onLocalBump(listener: (name: string) => void): () => void {
  localBumpListeners.add(listener);
  return () => localBumpListeners.delete(listener);
}

/**
 * Marks the named cache stale everywhere; call it inside the write's transaction. This process's
 * followers hear it at once, every process's (this one's too) at the commit.
 */
export async function bumpGeneration(runner: Runner, name: string): Promise<void> {
  for (const listener of localBumpListeners) listener(name);
  await runner
    .insert(cacheGenerations)
    .values({ name, generation: 1 })
    .onConflictDoUpdate({ target: cacheGenerations.name, set: { generation: sql`${cacheGenerations.generation} + 1` } });
  await notify(runner, CACHE_GENERATIONS_CHANNEL, name);
}

export async function readGeneration(runner: Pick<AppDb, 'select'>, name: string): Promise<number> {
  const [row] = await runner
    .select({ generation: cacheGenerations.generation })
    .from(cacheGenerations)
    .where(eq(cacheGenerations.name, name));
  return row?.generation ?? 0;
}

/** Marks every cache that shows people stale (a profile edit or a visibility change); call it inside the write's transaction. */
export async function bumpProfileDerivedCaches(runner: Runner): Promise<void> {
  for (const name of PROFILE_DERIVED_CACHES) await bumpGeneration(runner, name);
}
