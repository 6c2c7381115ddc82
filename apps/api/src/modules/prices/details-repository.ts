import { and, asc, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.ts';
import type { SteamStoreDetails } from '../../integrations/prices/steam-store-details.ts';
import { games, gameStoreRefs } from '../catalog/schema.ts';
import { wishlistItems } from '../wishlist/schema.ts';
import { steamStoreDetails } from './schema.ts';

/** A catalog Steam app whose store details are due. */
export type DueApp = { appId: string; gameId: number };

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

/** What applying an answer to the catalog takes (catalog-links.ts `applySteamStoreText`). */
export type ApplyStoreText = (
  tx: Tx,
  gameId: number,
  text: { summaryKo: string | null; previousSummaryKo: string | null; koreanOfficial: boolean },
) => Promise<boolean>;

const lockApp = (tx: Tx, appId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`steam-store-details:${appId}`}, 0))`);

/** Steam's Korean store details of the catalog's Steam apps: which are due, and each answer kept and applied. */
export function createDetailsRepository(db: AppDb) {
  return {
    /**
     * Up to `limit` Steam apps never asked or due by `now`: wishlisted games first, then games without
     * a Korean summary, then the most popular.
     */
    async dueApps(limit: number, now: string): Promise<DueApp[]> {
      const wishlisted = sql<boolean>`exists (select 1 from ${wishlistItems} where ${wishlistItems.gameId} = ${gameStoreRefs.gameId})`;
      return db
        .select({ appId: gameStoreRefs.externalId, gameId: gameStoreRefs.gameId })
        .from(gameStoreRefs)
        .innerJoin(games, eq(games.id, gameStoreRefs.gameId))
        .leftJoin(steamStoreDetails, eq(steamStoreDetails.appId, gameStoreRefs.externalId))
        .where(and(eq(gameStoreRefs.store, 'steam'), or(isNull(steamStoreDetails.nextCheckAt), lte(steamStoreDetails.nextCheckAt, now))))
        .orderBy(
          desc(wishlisted),
          desc(sql`${games.summaryKo} is null`),
          sql`${steamStoreDetails.nextCheckAt} asc nulls first`,
          desc(games.popularity),
          asc(gameStoreRefs.externalId),
        )
        .limit(limit);
    },

    /**
     * Keeps an app's answer and applies it to its game in one transaction, the app held (two workers
     * never apply the same app's answer over each other). Answers whether the game changed.
     */
    async record(app: DueApp, details: SteamStoreDetails, now: string, nextCheckAt: string, apply: ApplyStoreText): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockApp(tx, app.appId);
        const [before] = await tx
          .select({ summaryKo: steamStoreDetails.summaryKo })
          .from(steamStoreDetails)
          .where(eq(steamStoreDetails.appId, app.appId));
        const found = details.kind === 'found';
        const values = {
          appId: app.appId,
          gameId: app.gameId,
          found,
          summaryKo: found ? details.summaryKo : null,
          koreanSupport: found ? details.korean : null,
          checkedAt: now,
          nextCheckAt,
          failures: 0,
        };
        await tx.insert(steamStoreDetails).values(values).onConflictDoUpdate({ target: steamStoreDetails.appId, set: values });
        // An app Steam does not sell here tells nothing: what the catalog has stays.
        if (!found) return false;
        return apply(tx, app.gameId, {
          summaryKo: details.summaryKo,
          previousSummaryKo: before?.summaryKo ?? null,
          koreanOfficial: details.korean === 'audio' || details.korean === 'text',
        });
      });
    },

    /** An app the store would not answer for: asked again at `nextCheckAt`, what was kept stays. */
    async recordFailure(app: DueApp, nextCheckAt: (failures: number) => string): Promise<void> {
      await db.transaction(async (tx) => {
        await lockApp(tx, app.appId);
        const [before] = await tx
          .select({ failures: steamStoreDetails.failures })
          .from(steamStoreDetails)
          .where(eq(steamStoreDetails.appId, app.appId));
        const failures = (before?.failures ?? 0) + 1;
        await tx
          .insert(steamStoreDetails)
          .values({ appId: app.appId, gameId: app.gameId, nextCheckAt: nextCheckAt(failures), failures })
          .onConflictDoUpdate({ target: steamStoreDetails.appId, set: { failures, nextCheckAt: nextCheckAt(failures) } });
      });
    },

    /** An app's kept details (tests, operators). */
    async find(appId: string) {
      const [row] = await db.select().from(steamStoreDetails).where(eq(steamStoreDetails.appId, appId));
      return row ?? null;
    },
  };
}

export type DetailsRepository = ReturnType<typeof createDetailsRepository>;
