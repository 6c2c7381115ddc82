import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.ts';
import { users } from '../accounts/schema.ts';
import { games } from '../catalog/schema.ts';
import { raiseNotifications } from '../notifications/raise.ts';
import { wishlistItems } from '../wishlist/schema.ts';
import type { PriceStore } from '@gameshelf/contracts';
import { storePriceHistory } from './schema.ts';

/** A price change whose alerts are not sent yet, with its game's names. */
export type PendingChange = {
  id: number;
  store: PriceStore;
  externalId: string;
  gameId: number;
  gameName: string;
  gameNameKo: string | null;
  status: 'priced' | 'free' | 'unavailable';
  currency: string | null;
  finalMinor: number | null;
  discountPercent: number | null;
};

/** The answer before a change, and the lowest price in that currency before it. */
export type PreviousAnswer = {
  status: 'priced' | 'free' | 'unavailable';
  currency: string | null;
  finalMinor: number | null;
  discountPercent: number | null;
  lowestBefore: number | null;
};

/** A player with the game on their wishlist, alerts on for it and notifications on. */
export type Watcher = { userId: number; targetPrice: number | null };

export type PriceAlert = { userId: number; title: string; message: string; linkUrl: string; dedupeKey: string };

/** The alert outbox of price changes (store_price_history.alerts_pending) and the notifications it sends. */
export function createAlertsRepository(db: AppDb) {
  return {
    /**
     * Takes up to `limit` pending changes, oldest first, skipping those another worker holds; for each,
     * asks `decide` which alerts to send, writes them (a dedupe key already used for the player writes
     * nothing) and clears the change's pending mark, all in one transaction. Answers how many changes
     * and how many notifications were written.
     */
    async sendPending(
      limit: number,
      decide: (change: PendingChange, previous: PreviousAnswer | null, watchers: Watcher[]) => PriceAlert[],
    ): Promise<{ changes: number; sent: number }> {
      return db.transaction(async (tx) => {
        const changes = await tx
          .select({
            id: storePriceHistory.id,
            store: storePriceHistory.store,
            externalId: storePriceHistory.externalId,
            gameId: storePriceHistory.gameId,
            gameName: games.name,
            gameNameKo: games.nameKo,
            status: storePriceHistory.status,
            currency: storePriceHistory.currency,
            finalMinor: storePriceHistory.finalMinor,
            discountPercent: storePriceHistory.discountPercent,
          })
          .from(storePriceHistory)
          .innerJoin(games, eq(games.id, storePriceHistory.gameId))
          .where(eq(storePriceHistory.alertsPending, true))
          .orderBy(asc(storePriceHistory.id))
          .limit(limit)
          .for('update', { of: storePriceHistory, skipLocked: true });
        let sent = 0;
        for (const change of changes) {
          // The answer just before the change, with the lowest price in the change's currency before it.
          const [previous] = await tx
            .select({
              status: storePriceHistory.status,
              currency: storePriceHistory.currency,
              finalMinor: storePriceHistory.finalMinor,
              discountPercent: storePriceHistory.discountPercent,
              lowestBefore: sql<number | null>`(
                select min(e.final_minor) from ${storePriceHistory} as e
                where e.store = ${change.store} and e.external_id = ${change.externalId}
                  and e.id < ${change.id} and e.status = 'priced' and e.currency = ${change.currency}
              )`,
            })
            .from(storePriceHistory)
            .where(
              and(
                eq(storePriceHistory.store, change.store),
                eq(storePriceHistory.externalId, change.externalId),
                lt(storePriceHistory.id, change.id),
              ),
            )
            .orderBy(desc(storePriceHistory.id))
            .limit(1);
          const watchers = await tx
            .select({ userId: wishlistItems.userId, targetPrice: wishlistItems.targetPrice })
            .from(wishlistItems)
            .innerJoin(users, eq(users.id, wishlistItems.userId))
            .where(
              and(eq(wishlistItems.gameId, change.gameId), eq(wishlistItems.priceAlertEnabled, true), eq(users.notificationEnabled, true)),
            );
          const alerts = decide(change, previous ?? null, watchers);
          // Through the notifications' one writer, in this transaction: the player's switches are checked
          // again as the rows are written, and a price already announced to a player writes nothing.
          sent += await raiseNotifications(
            tx,
            alerts.map((alert) => ({ ...alert, kind: 'price_drop' as const })),
          );
          await tx.update(storePriceHistory).set({ alertsPending: false }).where(eq(storePriceHistory.id, change.id));
        }
        return { changes: changes.length, sent };
      });
    },
  };
}

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;
