import { useState } from 'react';
import type { GenrePreference } from '@gameshelf/contracts';
import { cn } from '@gameshelf/ui';
import { genreColor } from '../lib/genre-colors.ts';

const percent = (value: number) => `${value.toFixed(1)}%`;

/**
 * Genre shares as one stacked bar with a legend (spec 2 §2). The bar is a picture; the legend is the
 * list screen readers read. Pointing at, focusing or tapping a genre brings it forward.
 */
export function GenrePreferenceBar({ genres }: { genres: GenrePreference[] }) {
  const [hovered, setHovered] = useState<number | null>(null);
  const [pinned, setPinned] = useState<number | null>(null);
  const active = hovered ?? pinned;
  const dim = (index: number) => active !== null && active !== index && 'opacity-30';
  // Where each share starts along the bar, in percent.
  const starts = genres.map((_, index) => genres.slice(0, index).reduce((sum, genre) => sum + genre.percentage, 0));
  return (
    <div className="flex flex-col gap-3" data-slot="genre-preference-bar">
      {/* SVG: the shares are attributes, which the strict CSP (no inline styles) lets a server-rendered page draw. */}
      <svg aria-hidden className="block h-4 w-full overflow-hidden rounded-pill bg-muted" onMouseLeave={() => setHovered(null)}>
        {genres.map((genre, index) => (
          <rect
            key={genre.genreId}
            x={`${starts[index]}%`}
            width={`${genre.percentage}%`}
            height="100%"
            className={cn('transition-opacity', genreColor(index).fill, dim(index))}
            onMouseEnter={() => setHovered(index)}
          />
        ))}
      </svg>
      <ul aria-label="선호 장르" className="grid grid-cols-2 gap-x-3 gap-y-1.5">
        {genres.map((genre, index) => (
          <li key={genre.genreId} className="min-w-0">
            {/* A button, so a tap on a phone (no hover there) highlights too; a second tap lets go. */}
            <button
              type="button"
              aria-pressed={pinned === index}
              data-active={active === index || undefined}
              onClick={() => setPinned(pinned === index ? null : index)}
              onMouseEnter={() => setHovered(index)}
              onMouseLeave={() => setHovered(null)}
              onFocus={() => setHovered(index)}
              onBlur={() => setHovered(null)}
              className={cn(
                'flex w-full min-w-0 items-center gap-2 rounded-md px-1 py-0.5 text-left text-sm outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring',
                active === index && 'bg-muted font-semibold',
              )}
            >
              <span aria-hidden className={cn('size-3 shrink-0 rounded-sm transition-opacity', genreColor(index).swatch, dim(index))} />
              <span className="min-w-0 flex-1 truncate">{genre.genreNameKo}</span>
              <span className="shrink-0 font-semibold tabular-nums">{percent(genre.percentage)}</span>
              <span className="sr-only">, {genre.gameCount}개</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The three platforms most played on: rank, share, name and how many games. */
export function TopPlatforms({
  platforms,
}: {
  platforms: { platformCode: string; platformName: string; gameCount: number; percentage: number }[];
}) {
  return (
    <ol aria-label="많이 플레이한 플랫폼" className="grid grid-cols-3 gap-2">
      {platforms.slice(0, 3).map((platform, index) => (
        <li key={platform.platformCode} className="flex min-w-0 flex-col items-center gap-0.5 rounded-lg bg-muted px-2 py-3 text-center">
          <span className="sr-only">{index + 1}위, </span>
          <span className="text-lg font-bold text-primary tabular-nums">{percent(platform.percentage)}</span>
          <span className="w-full truncate text-sm font-medium">{platform.platformName}</span>
          <span className="text-xs text-muted-foreground">{platform.gameCount}개</span>
        </li>
      ))}
    </ol>
  );
}
