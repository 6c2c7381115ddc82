import type { ComponentProps } from 'react';
import { ExternalLink } from 'lucide-react';
import { cn } from '../lib/cn';

export type PriceTagProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The price now, formatted ('10,750원', '무료', '$19.99'). */
  price: string;
  /** The regular price, formatted; shown struck through when there is a discount. */
  regularPrice?: string | null;
  /** Percent off the regular price now; 0 or null shows no discount. */
  discountPercent?: number | null;
  /** The store's name ('Steam'). */
  storeName: string;
  /** The store's page for the game; the store name becomes an outside link. */
  storeUrl?: string | null;
  /** Now is the lowest price ever seen: shows `lowestLabel` as a badge. */
  isLowest?: boolean;
  /** The badge's text when `isLowest` ('역대 최저가'). */
  lowestLabel?: string;
  /** The lowest price seen and when, formatted ('역대 최저 8,000원 · 2025.12.20'); shown when not `isLowest`. */
  lowestNote?: string | null;
  /** 'row' fits a list entry; 'block' gives a game page's store row more room. */
  size?: 'row' | 'block';
};

/**
 * A store's price for a game: the discount, the price now and the regular price struck through, the
 * store, and the lowest price ever seen. Discount and regular price are also read out as words.
 */
export function PriceTag({
  price,
  regularPrice,
  discountPercent,
  storeName,
  storeUrl,
  isLowest = false,
  lowestLabel = '역대 최저가',
  lowestNote,
  size = 'row',
  className,
  ...props
}: PriceTagProps) {
  const discounted = (discountPercent ?? 0) > 0;
  return (
    <div data-slot="price-tag" className={cn('flex min-w-0 flex-col gap-1', className)} {...props}>
      <p className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5">
        {discounted && (
          <span
            data-slot="price-tag-discount"
            className="rounded-sm bg-danger px-1 py-px text-xs leading-4 font-bold text-danger-foreground tabular-nums"
          >
            <span className="sr-only">{discountPercent}% 할인, </span>
            <span aria-hidden>-{discountPercent}%</span>
          </span>
        )}
        <span className={cn('font-bold tabular-nums', size === 'block' ? 'text-lg' : 'text-[15px]')}>{price}</span>
        {discounted && regularPrice && (
          <span className="text-xs text-muted-foreground tabular-nums">
            <span className="sr-only">정가 </span>
            <s>{regularPrice}</s>
          </span>
        )}
        {isLowest && (
          <span
            data-slot="price-tag-lowest"
            className="rounded-sm border border-success/50 px-1 py-px text-[11px] leading-4 font-semibold whitespace-nowrap text-success"
          >
            {lowestLabel}
          </span>
        )}
      </p>
      <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
        {storeUrl ? (
          <a
            href={storeUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-0.5 rounded-sm font-medium underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {storeName}
            <ExternalLink aria-hidden className="size-3" />
            <span className="sr-only">(새 창)</span>
          </a>
        ) : (
          <span className="font-medium">{storeName}</span>
        )}
        {!isLowest && lowestNote && (
          <>
            <span aria-hidden>·</span>
            <span className="tabular-nums">{lowestNote}</span>
          </>
        )}
      </p>
    </div>
  );
}
