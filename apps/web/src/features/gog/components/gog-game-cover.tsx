import { useState } from 'react';
import { cn } from '@gameshelf/ui';

/** GOG's mark on a soft field, drawn for missing covers: a light and a dark variant by theme (spec 3 §2.3). */
function GogCoverPlaceholder() {
  return (
    <svg aria-hidden viewBox="0 0 90 120" preserveAspectRatio="xMidYMid slice" data-slot="gog-cover-placeholder" className="size-full">
      <rect width="90" height="120" className="fill-[#f3e8f4] dark:fill-[#2a1b2b]" />
      <rect x="27" y="42" width="36" height="36" rx="9" className="fill-[#86328a]/15 dark:fill-[#d8a6db]/15" />
      <text x="45" y="64.5" textAnchor="middle" fontSize="12" fontWeight="800" className="fill-[#86328a] font-sans dark:fill-[#d8a6db]">
        GOG
      </text>
    </svg>
  );
}

/**
 * A 3:4 cover: the first of `sources` that loads (the catalog's, then GOG's own); a failed load hides
 * the image (spec 3 §2.3) and the next one, or the placeholder, takes its place.
 */
export function GogGameCover({ sources, dimmed = false }: { sources: readonly (string | null | undefined)[]; dimmed?: boolean }) {
  const [failed, setFailed] = useState<readonly string[]>([]);
  const src = sources.find((s): s is string => typeof s === 'string' && s !== '' && !failed.includes(s));
  return (
    <span data-slot="gog-game-cover" className="relative block aspect-[3/4] w-full overflow-hidden rounded-lg bg-muted">
      {src ? (
        <img
          key={src}
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed((list) => [...list, src])}
          className={cn('size-full object-cover', dimmed && 'opacity-40 grayscale')}
        />
      ) : (
        <span className={cn('block size-full', dimmed && 'opacity-60')}>
          <GogCoverPlaceholder />
        </span>
      )}
    </span>
  );
}
