import { and, eq, sql, type SQL } from 'drizzle-orm';
import { bumpGeneration, HOME_CACHE } from '../../shared/cache-generations.ts';
import type { CatalogStore } from './catalog-store.ts';
import { announcePopularityChanged } from './catalog-changes.ts';
import { queryRows, type AppDb } from '../../db/database.ts';
import type { Tx } from './ingest/catalog-name-ids.ts';
import { gameActivity } from './schema.ts';

/**
 * Popularity (docs/decisions.md, "Popularity"): what the default order and the search ranking use.
 *
 *   popularity = base + recency + critics + activity
 *
 * - base: the importer's prior from catalog facts (critic score, store listings, platforms, famous
 *   list, add-on penalty: igdb-mapping.ts popularityOf), so a fresh install already ranks sensibly;
 * - recency: up to RECENCY_POINTS for a game released today, fading linearly to 0 over
 *   RECENCY_DAYS; an announced game due within UPCOMING_DAYS gets UPCOMING_POINTS;
 * - critics: CRITIC_COUNT_POINTS x ln(1 + critic rating count) (IGDB's total_rating_count);
 * - activity: our users' wishlist adds, collection adds, reviews and likes, each worth
 *   ACTIVITY_POINTS, halved every ACTIVITY_HALF_LIFE_DAYS, counted over ACTIVITY_WINDOW_DAYS.
 */
export const ACTIVITY_POINTS = { wishlist: 3, collection: 4, review: 6, like: 1 } as const;
export type GameActivityKind = keyof typeof ACTIVITY_POINTS;
export const ACTIVITY_HALF_LIFE_DAYS = 30;
export const ACTIVITY_WINDOW_DAYS = 365;
export const RECENCY_POINTS = 15;
export const RECENCY_DAYS = 730;
export const UPCOMING_POINTS = 5;
export const UPCOMING_DAYS = 180;
export const CRITIC_COUNT_POINTS = 4;

/** How often the server recomputes (activity decays and release dates age). */
export const POPULARITY_INTERVAL_MS = 10 * 60_000;

/** Points of `g` (games) from release recency and critic count, as of `today`. */
export function priorExtras(today: SQL): SQL {
  // Constants from code, written into the statement (bound parameters would have no type here).
  const [recencyDays, recencyPoints, upcomingDays, upcomingPoints, criticPoints] = [
    RECENCY_DAYS,
    RECENCY_POINTS,
    UPCOMING_DAYS,
    UPCOMING_POINTS,
    CRITIC_COUNT_POINTS,
  ].map((n) => sql.raw(String(n)));
  return sql`(CASE
      WHEN g.first_release_date BETWEEN ${today} - ${recencyDays} AND ${today}
        THEN ${recencyPoints}::float8 * (1 - (${today} - g.first_release_date) / ${recencyDays}::float8)
      WHEN g.first_release_date > ${today} AND g.first_release_date <= ${today} + ${upcomingDays} THEN ${upcomingPoints}::float8
      ELSE 0 END
    + ${criticPoints}::float8 * ln(1 + g.total_rating_count))`;
}

/** One user's activity of one kind on one game. */
export type GameActivity = { userId: number; gameId: number; kind: GameActivityKind };

/**
 * Records that a user did something with a game (once per user, game and kind), on its own or in the
 * caller's transaction. Other modules reach it through `createCatalogLinks` (catalog-links.ts).
 */
export async function recordGameActivity(runner: AppDb | Tx, activity: GameActivity & { at?: Date }): Promise<void> {
  await runner
    .insert(gameActivity)
    .values({ userId: activity.userId, gameId: activity.gameId, kind: activity.kind, createdAt: (activity.at ?? new Date()).toISOString() })
    .onConflictDoNothing();
}

/** Takes a recorded activity back (its review deleted, its game in none of the user's collections any more). */
export async function forgetGameActivity(runner: AppDb | Tx, activity: GameActivity): Promise<void> {
  await runner
    .delete(gameActivity)
    .where(and(eq(gameActivity.userId, activity.userId), eq(gameActivity.gameId, activity.gameId), eq(gameActivity.kind, activity.kind)));
}

export type RecomputeScope = 'all' | 'changing';

/**
 * Recomputes popularity and writes it where it changed (games and the search table's copy).
 * 'changing' looks only at games whose value can move: those with activity in the window or a
 * score left from earlier, and those released or due around `now` (an index range on the release
 * date), so the periodic run reads a few thousand rows, not the catalog. 'all' checks every game
 * (after an import). Returns the number of games whose popularity changed.
 */
export async function recomputePopularity(store: CatalogStore, options: { scope?: RecomputeScope; now?: Date } = {}): Promise<number> {
  const { db } = store;
  const now = (options.now ?? new Date()).toISOString();
  const today = sql`(${now}::timestamptz AT TIME ZONE 'UTC')::date`;
  const points = sql.join(
    Object.entries(ACTIVITY_POINTS).map(([kind, value]) => sql`WHEN ${kind} THEN ${sql.raw(String(value))}`),
    sql` `,
  );
  const candidates =
    options.scope === 'all'
      ? sql`SELECT g.id FROM games g`
      : sql`SELECT game_id AS id FROM activity
          UNION SELECT g.id FROM games g WHERE g.activity_score <> 0
          UNION SELECT g.id FROM games g
            WHERE g.first_release_date BETWEEN ${today} - ${sql.raw(String(RECENCY_DAYS + 1))}
              AND ${today} + ${sql.raw(String(UPCOMING_DAYS + 1))}`;
  const changedRows = await queryRows<{ id: number; popularity: number }>(
    db,
    sql`WITH activity AS (
        SELECT a.game_id, sum((CASE a.kind ${points} ELSE 0 END)
          * power(0.5, extract(epoch FROM (${now}::timestamptz - a.created_at)) / 86400 / ${sql.raw(String(ACTIVITY_HALF_LIFE_DAYS))})) AS score
        FROM game_activity a
        WHERE a.created_at > ${now}::timestamptz - make_interval(days => ${sql.raw(String(ACTIVITY_WINDOW_DAYS))})
        GROUP BY a.game_id),
      target AS (
        SELECT g.id, round(coalesce(a.score, 0)::numeric, 2)::float8 AS activity,
          round((g.popularity_base + ${priorExtras(today)} + coalesce(a.score, 0))::numeric, 2)::float8 AS popularity
        FROM (${candidates}) c JOIN games g ON g.id = c.id LEFT JOIN activity a ON a.game_id = g.id),
      changed AS (
        UPDATE games g SET popularity = t.popularity, activity_score = t.activity FROM target t
        WHERE g.id = t.id AND (g.popularity <> t.popularity OR g.activity_score <> t.activity)
        RETURNING g.id, g.popularity),
      search AS (
        UPDATE game_search s SET popularity = c.popularity FROM changed c WHERE s.game_id = c.id)
      SELECT id, popularity FROM changed`,
  );
  const changed = changedRows.length;
  if (changed) {
    store.caches.written();
    // The search ranks by popularity: this process's index at once, the others' by announcement.
    store.search.popularityChanged(changedRows.map((r) => ({ gameId: r.id, popularity: Number(r.popularity) })));
    await announcePopularityChanged(
      store,
      changedRows.map((r) => r.id),
    );
    // Home lists the most popular games.
    await bumpGeneration(db, HOME_CACHE);
  }
  return changed;
}

/** Runs recomputePopularity('changing') every POPULARITY_INTERVAL_MS; returns a stop function. */
export function schedulePopularity(
  store: CatalogStore,
  onError: (error: unknown) => void,
  intervalMs = POPULARITY_INTERVAL_MS,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    recomputePopularity(store, { scope: 'changing' })
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
