import { useState, type ComponentProps } from 'react';
import { Gamepad2 } from 'lucide-react';
import { cn } from '../lib/cn';

/** Up to this many games show one cover; from GRID_MIN_GAMES a 2x2 grid. */
export const COVER_GRID_MIN_GAMES = 4;

export type CollectionCoverGridProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Cover URLs, newest game first; null for a game without a cover. */
  covers: (string | null)[];
  /** Number of games in the collection (may exceed covers.length). */
  total: number;
  /** 'fill' the container's width (default) or a 48 px 'thumb' in a list row. */
  size?: 'fill' | 'thumb';
};

/** Which covers to show and the '+N' count for the rest (0 hides it). */
export function coverLayout(covers: (string | null)[], total: number): { cells: (string | null)[]; more: number } {
  if (total <= 0) return { cells: [], more: 0 };
  const count = total >= COVER_GRID_MIN_GAMES ? COVER_GRID_MIN_GAMES : 1;
  const cells = Array.from({ length: count }, (_, i) => covers[i] ?? null);
  return { cells, more: Math.max(0, total - count) };
}

function Cover({ src }: { src: string | null }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== null && src !== '' && failedSrc !== src;
  return showImage ? (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      data-slot="collection-cover-image"
      className="size-full min-h-0 min-w-0 object-cover"
    />
  ) : (
    <div
      data-slot="collection-cover-fallback"
      className="flex size-full min-h-0 min-w-0 items-center justify-center bg-muted text-muted-foreground"
    >
      <Gamepad2 aria-hidden className="size-1/3 max-h-8 max-w-8" />
    </div>
  );
}

/**
 * A collection's cover: nothing for 0 games; the newest cover for 1-3 games; a 2x2 grid of the 4 newest
 * from 4 games; '+N' for the games not shown. Decorative: the card around it names the collection and count.
 */
export function CollectionCoverGrid({ covers, total, size = 'fill', className, ...props }: CollectionCoverGridProps) {
  const { cells, more } = coverLayout(covers, total);
  if (cells.length === 0) return null;
  const grid = cells.length > 1;
  return (
    <div
      data-slot="collection-cover-grid"
      data-layout={grid ? 'grid' : 'single'}
      aria-hidden
      className={cn(
        'relative aspect-square overflow-hidden rounded-md bg-muted',
        size === 'fill' ? 'w-full' : 'size-12 shrink-0',
        grid && 'grid grid-cols-2 grid-rows-2 gap-px',
        className,
      )}
      {...props}
    >
      {cells.map((src, i) => (
        <Cover key={`${i}-${src ?? ''}`} src={src} />
      ))}
      {more > 0 && (
        <span
          data-slot="collection-cover-more"
          className="absolute right-1 bottom-1 rounded-pill bg-black/70 px-1.5 py-0.5 text-[11px] font-semibold text-white tabular-nums"
        >
          +{more}
        </span>
      )}
    </div>
  );
}
