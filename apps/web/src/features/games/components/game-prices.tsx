import { priceMessages } from '@gameshelf/contracts';
import { PriceTag, Skeleton } from '@gameshelf/ui';
import { priceTagProps } from '../../../entities/prices/price-tag-props.ts';
import { useGamePrices } from '../api/prices.ts';

const HEADING_ID = 'game-prices-heading';

/**
 * The game page's store prices (issue 36): each store that sells the game to Korean buyers, with the
 * price now, the discount, the regular price and the lowest ever, linking to the store where it can.
 */
export function GamePrices({ gameId }: { gameId: number }) {
  const query = useGamePrices(gameId);
  return (
    <section aria-labelledby={HEADING_ID} aria-busy={query.isPending} className="flex flex-col gap-2 px-gutter pb-6">
      <h2 id={HEADING_ID} className="text-base font-semibold">
        {priceMessages.sectionTitle}
      </h2>
      {query.isPending ? (
        <Skeleton className="h-14 w-full" />
      ) : query.isError ? (
        <p className="text-sm text-muted-foreground">{priceMessages.loadFailed}</p>
      ) : query.data.prices.length === 0 ? (
        <p className="text-sm text-muted-foreground">{priceMessages.none}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-card">
          {query.data.prices.map((price) => (
            <li key={price.store} className="px-4 py-3">
              <PriceTag size="block" {...priceTagProps(price)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
