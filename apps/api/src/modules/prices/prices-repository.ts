import { and, asc, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { PriceStore } from '@gameshelf/contracts';
import type { AppDb } from '../../db/database.ts';
import type { StoreQuote } from '../../integrations/prices/store-quote.ts';
import { games, gameStoreRefs } from '../catalog/schema.ts';
import { wishlistItems } from '../wishlist/schema.ts';
import { storePriceHistory, storePrices } from './schema.ts';

/** A store product of the catalog whose price is due. */
export type DueProduct = {
  externalId: string;
  gameId: number;
  wishlisted: boolean;
  /** The store's last answer for it was 'free to play' (Steam lists it without a price again: still free). */
  knownFree?: boolean;
};

/** A product's price row as kept. */
export type KeptPrice = typeof storePrices.$inferSelect;

const sameAnswer = (row: KeptPrice, quote: StoreQuote): boolean =>
  quote.kind === 'priced'
    ? row.status === 'priced' &&
      row.currency === quote.currency &&
      row.initialMinor === quote.initialMinor &&
      row.finalMinor === quote.finalMinor &&
      row.discountPercent === quote.discountPercent
    : row.status === quote.kind;

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

/**
 * Holds a product for the rest of the transaction: its first answer has no row to lock yet, and two
 * workers must not both take it for a change.
 */
const lockProduct = (tx: Tx, store: PriceStore, externalId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`store-price:${store}:${externalId}`}, 0))`);

/** Prices of the catalog's store products: which are due, and each answer kept with its history. */
export function createPricesRepository(db: AppDb) {
  return {
    /**
     * Up to `limit` products of `store` never asked or due by `now`: wishlisted games first (their
     * players wait for a sale), then the longest waiting.
     */
    async dueProducts(store: PriceStore, limit: number, now: string): Promise<DueProduct[]> {
      const wishlisted = sql<boolean>`exists (select 1 from ${wishlistItems} where ${wishlistItems.gameId} = ${gameStoreRefs.gameId})`;
      return db
        .select({
          externalId: gameStoreRefs.externalId,
          gameId: gameStoreRefs.gameId,
          wishlisted,
          knownFree: sql<boolean>`coalesce(${storePrices.status} = 'free', false)`,
        })
        .from(gameStoreRefs)
        .leftJoin(storePrices, and(eq(storePrices.store, gameStoreRefs.store), eq(storePrices.externalId, gameStoreRefs.externalId)))
        .where(and(eq(gameStoreRefs.store, store), or(isNull(storePrices.nextCheckAt), lte(storePrices.nextCheckAt, now))))
        .orderBy(desc(wishlisted), sql`${storePrices.nextCheckAt} asc nulls first`, asc(gameStoreRefs.externalId))
        .limit(limit);
    },

    /**
     * Keeps a product's answer: the current row updated, a history row when the answer changed (the
     * first answer included), the lowest price with the time it was first seen. One transaction, the
     * product held, so two workers recording the same product never both write its history. Answers
     * whether the answer changed.
     */
    async record(store: PriceStore, product: DueProduct, quote: StoreQuote, now: string, nextCheckAt: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockProduct(tx, store, product.externalId);
        const [before] = await tx
          .select()
          .from(storePrices)
          .where(and(eq(storePrices.store, store), eq(storePrices.externalId, product.externalId)));
        const changed = !before || before.checkedAt === null || !sameAnswer(before, quote);
        const priced = quote.kind === 'priced' ? quote : null;
        const lowerThanSeen =
          priced !== null && (before?.lowestMinor == null || before.currency !== priced.currency || priced.finalMinor < before.lowestMinor);
        const values = {
          store,
          externalId: product.externalId,
          gameId: product.gameId,
          status: quote.kind,
          currency: priced?.currency ?? null,
          initialMinor: priced?.initialMinor ?? null,
          finalMinor: priced?.finalMinor ?? null,
          discountPercent: priced?.discountPercent ?? null,
          lowestMinor: lowerThanSeen ? priced.finalMinor : (before?.lowestMinor ?? null),
          lowestAt: lowerThanSeen ? now : (before?.lowestAt ?? null),
          checkedAt: now,
          changedAt: changed ? now : (before?.changedAt ?? now),
          nextCheckAt,
          failures: 0,
        };
        await tx
          .insert(storePrices)
          .values(values)
          .onConflictDoUpdate({ target: [storePrices.store, storePrices.externalId], set: values });
        if (changed) {
          await tx.insert(storePriceHistory).values({
            store,
            externalId: product.externalId,
            gameId: product.gameId,
            status: quote.kind,
            currency: values.currency,
            initialMinor: values.initialMinor,
            finalMinor: values.finalMinor,
            discountPercent: values.discountPercent,
            recordedAt: now,
          });
        }
        return changed;
      });
    },

    /** A product the store would not answer for: asked again at `nextCheckAt`, its last price kept. */
    async recordFailure(store: PriceStore, product: DueProduct, nextCheckAt: (failures: number) => string): Promise<void> {
      await db.transaction(async (tx) => {
        await lockProduct(tx, store, product.externalId);
        const [before] = await tx
          .select({ failures: storePrices.failures })
          .from(storePrices)
          .where(and(eq(storePrices.store, store), eq(storePrices.externalId, product.externalId)));
        const failures = (before?.failures ?? 0) + 1;
        if (before) {
          await tx
            .update(storePrices)
            .set({ failures, nextCheckAt: nextCheckAt(failures) })
            .where(and(eq(storePrices.store, store), eq(storePrices.externalId, product.externalId)));
        } else {
          await tx.insert(storePrices).values({
            store,
            externalId: product.externalId,
            gameId: product.gameId,
            status: 'unavailable',
            nextCheckAt: nextCheckAt(failures),
            failures,
          });
        }
      });
    },

    async gameExists(gameId: number): Promise<boolean> {
      return (await db.select({ id: games.id }).from(games).where(eq(games.id, gameId)).limit(1)).length > 0;
    },

    /** A game's prices, one row per store product. */
    async forGame(gameId: number): Promise<KeptPrice[]> {
      return db
        .select()
        .from(storePrices)
        .where(eq(storePrices.gameId, gameId))
        .orderBy(desc(sql`${storePrices.store} = 'steam'`), asc(storePrices.store), asc(storePrices.externalId));
    },

    /** A product's history, oldest first. */
    async history(store: PriceStore, externalId: string) {
      return db
        .select()
        .from(storePriceHistory)
        .where(and(eq(storePriceHistory.store, store), eq(storePriceHistory.externalId, externalId)))
        .orderBy(asc(storePriceHistory.recordedAt), asc(storePriceHistory.id));
    },
  };
}

export type PricesRepository = ReturnType<typeof createPricesRepository>;
