import type { Database } from '../db/database.ts';
import { CACHE_GENERATIONS_CHANNEL, onLocalBump, readGeneration } from './cache-generations.ts';

/** After a bump this process writes, its generation is read from the database this long (its commit is on the way). */
const AFTER_LOCAL_BUMP_MS = 2_000;
/** After the listening connection was lost, nothing is kept this long (it reconnects after 1 s, missing what came between). */
const AFTER_GAP_MS = 5_000;
/** The longest a known generation is trusted without a fresh read: the bound if notifications stop for good. */
const KNOWN_FOR_MS = 10_000;

export type GenerationFollower = {
  /** The named cache's current generation: from memory while notifications keep it current, else one primary-key read. */
  read(name: string): Promise<number>;
  close(): Promise<void>;
};

/**
 * Keeps the cache generations in memory, current with every process's bumps (LISTEN
 * cache_generations: bumpGeneration notifies at its commit), so a cached read costs no database
 * round trip. What might be behind is read from the database instead: a name this process is bumping
 * (its notification comes at the commit), everything for a while after the listening connection
 * dropped, and any name known for longer than 10 s.
 */
export async function followGenerations(database: Database, now: () => number = Date.now): Promise<GenerationFollower> {
  const known = new Map<string, { generation: number; readAt: number }>();
  const readOnlyUntil = new Map<string, number>();
  let gapUntil = 0;
  // Bumped by every forgetting, so a read that started before it does not keep its (maybe older) answer.
  let epoch = 0;
  const forget = (name: string | null) => {
    epoch++;
    if (name === null) known.clear();
    else known.delete(name);
  };
  const stopLocal = onLocalBump((name) => {
    forget(name);
    readOnlyUntil.set(name, now() + AFTER_LOCAL_BUMP_MS);
  });
  const stopListening = await database.listen(
    CACHE_GENERATIONS_CHANNEL,
    (name) => forget(name),
    () => {
      forget(null);
      gapUntil = now() + AFTER_GAP_MS;
    },
  );
  return {
    async read(name) {
      const at = now();
      const entry = known.get(name);
      if (entry && at - entry.readAt < KNOWN_FOR_MS) return entry.generation;
      const started = epoch;
      const generation = await readGeneration(database.db, name);
      const keep = started === epoch && at >= gapUntil && at >= (readOnlyUntil.get(name) ?? 0);
      if (keep) known.set(name, { generation, readAt: at });
      return generation;
    },
    async close() {
      stopLocal();
      await stopListening();
    },
  };
}
