import { gameDisplayName, priceAlertCopy, webPaths, type PriceAlertKind } from '@gameshelf/contracts';
import type { PendingChange, PriceAlert, PreviousAnswer, Watcher } from './alerts-repository.ts';

/**
 * Who hears of a price change (issue 36), for each player watching the game (wishlisted, alerts on):
 * with a target price (won), when the price reaches it from above; without one, when a sale starts
 * or the price falls below the lowest ever seen. A store's first answer is a drop only when it is a
 * sale. One alert per game, store and price for a player, however often that price comes back
 * (the dedupe key), so two workers never notify twice.
 */
export function priceAlerts(change: PendingChange, previous: PreviousAnswer | null, watchers: readonly Watcher[]): PriceAlert[] {
  if (change.status !== 'priced' || change.finalMinor === null || change.currency === null) return [];
  const final = change.finalMinor;
  const currency = change.currency;
  const discount = change.discountPercent ?? 0;
  const before = previous?.status === 'priced' && previous.currency === currency && previous.finalMinor !== null ? previous : null;
  const saleStarted = discount > 0 && (before === null || (before.discountPercent ?? 0) === 0);
  const newLowest = before !== null && before.lowestBefore !== null && final < before.lowestBefore;
  const gameName = gameDisplayName({ name: change.gameName, nameKo: change.gameNameKo });
  const linkUrl = webPaths.game(change.gameId);
  const dedupeKey = `price-drop:${change.gameId}:${change.store}:${currency}:${final}`;
  return watchers.flatMap((watcher): PriceAlert[] => {
    let kind: PriceAlertKind | null = null;
    if (watcher.targetPrice !== null) {
      const target = watcher.targetPrice * 100;
      if (currency === 'KRW' && final <= target && (before === null || before.finalMinor! > target)) kind = 'target';
    } else if (newLowest) kind = 'lowest';
    else if (saleStarted) kind = 'discount';
    if (!kind) return [];
    const copy = priceAlertCopy(kind, {
      gameName,
      store: change.store,
      finalMinor: final,
      currency,
      discountPercent: discount,
      targetWon: watcher.targetPrice ?? undefined,
    });
    return [{ userId: watcher.userId, ...copy, linkUrl, dedupeKey }];
  });
}
