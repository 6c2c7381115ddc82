import { useState, type ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { FolderHeart, Gamepad2, Heart } from 'lucide-react';
import { LanguageBadge, type LanguageBadgeProps } from '../language-badge/language-badge';
import { cn } from '../lib/cn';
import { formatDate, formatScore } from '../lib/format';
import { StarRating } from '../star-rating/star-rating';
import { UiLink } from '../ui-link/ui-link';

export const MAX_CARD_PLATFORMS = 3;
export const MAX_CARD_GENRES = 2;

export const gameCardVariants = cva(
  'group/game-card relative rounded-lg text-card-foreground outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
  {
    variants: {
      variant: {
        grid: 'flex min-w-0 flex-col gap-1.5',
        list: 'flex min-w-0 gap-3 p-2',
      },
      /** A store game without a catalogue match: not a link, so no hover. */
      unavailable: { true: 'cursor-default', false: '' },
    },
    compoundVariants: [{ variant: 'list', unavailable: false, class: 'hover:bg-muted' }],
    defaultVariants: { variant: 'grid', unavailable: false },
  },
);

export const gameCardCoverVariants = cva('relative shrink-0 overflow-hidden rounded-md bg-muted aspect-[3/4]', {
  variants: {
    variant: {
      grid: 'w-full',
      list: 'w-20',
    },
  },
  defaultVariants: { variant: 'grid' },
});

const gameCardTitleVariants = cva('line-clamp-2 leading-snug font-semibold', {
  variants: {
    variant: { grid: 'text-sm', list: 'text-[15px]' },
    unavailable: { true: 'text-muted-foreground', false: '' },
  },
});

/** The quieter lines under the title: original title, genres and the unavailable note. */
const gameCardTextVariants = cva('text-xs text-muted-foreground', {
  variants: {
    variant: { grid: '', list: '' },
    line: { originalTitle: 'truncate', genres: 'truncate', unavailable: '' },
  },
  // On the grid card the original title tucks under the title.
  compoundVariants: [{ variant: 'grid', line: 'originalTitle', className: '-mt-1' }],
});

/** Stars and score; the list card adds the release date and keeps the row at the bottom. */
const gameCardMetaVariants = cva('flex items-center', {
  variants: {
    variant: { grid: 'gap-1.5', list: 'mt-auto flex-wrap gap-x-2 gap-y-0.5' },
  },
});

/** A language-support label on a card, e.g. { label: '한국어 지원', tone: 'official' }. */
export type GameCardLanguageBadge = Pick<LanguageBadgeProps, 'label' | 'tone'>;

export type GameCardProps = Omit<ComponentProps<'a'>, 'href' | 'title' | 'children'> &
  VariantProps<typeof gameCardVariants> & {
    /** Layout: 'grid' (cover above the details, default) or 'list' (80 px cover beside them). */
    variant?: VariantProps<typeof gameCardVariants>['variant'];
    /** The game page. Leave it out only for an `unavailable` card (without it the card renders as unavailable). */
    href?: string;
    /** Display name (Korean name when there is one). */
    title: string;
    /** Shown under the title when different from it. */
    originalTitle?: string | null;
    /** Cover image URL; null (or a failed load) shows the '이미지 없음' placeholder. */
    coverUrl: string | null;
    /** Other widths of the same cover (`srcset`), for the browser to pick by the card's width and the screen. */
    coverSrcSet?: string;
    /** The cover's width in the layout (`sizes`), needed with `coverSrcSet`. */
    coverSizes?: string;
    /** Platform labels; at most three are shown. */
    platforms: string[];
    /** Genre labels; at most two are shown. */
    genres: string[];
    /** Players' average, 0-5 stars. */
    rating?: number | null;
    /** External score, 0-100. */
    score?: number | null;
    /** ISO date. */
    releaseDate?: string | null;
    /**
     * A card on the first screen: its cover loads at once and at high priority, not lazily (the page's
     * largest picture is often one of these).
     */
    priority?: boolean;
    /** Shows a heart badge on the cover: the game is in the user's wishlist. */
    inWishlist?: boolean;
    /** Shows a folder badge on the cover: the game is in one of the user's collections. */
    inCollection?: boolean;
    /**
     * A small language-support badge under the title (grid and list), e.g. '한국어 지원' or '유저 한글패치'.
     * Null or left out shows none; not shown on an `unavailable` card.
     */
    languageBadge?: GameCardLanguageBadge | null;
    /**
     * A store game not yet matched to the catalogue: dimmed, '게임 정보 준비 중' instead of the details,
     * and not a link (a plain, unfocusable element). Title and cover are still shown.
     */
    unavailable?: boolean;
  };

export const GAME_CARD_UNAVAILABLE_TEXT = '게임 정보 준비 중';

function GameCover({
  coverUrl,
  coverSrcSet,
  coverSizes,
  variant,
  priority = false,
  inWishlist,
  inCollection,
  dimmed = false,
}: Pick<GameCardProps, 'coverUrl' | 'coverSrcSet' | 'coverSizes' | 'variant' | 'priority' | 'inWishlist' | 'inCollection'> & {
  dimmed?: boolean;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = coverUrl !== null && coverUrl !== '' && failedSrc !== coverUrl;
  return (
    <div data-slot="game-card-cover" className={gameCardCoverVariants({ variant })}>
      {showImage ? (
        <img
          // `sizes` before `srcSet` before `src`: an image made on the client picks its width once all three are set.
          sizes={coverSrcSet === undefined ? undefined : coverSizes}
          srcSet={coverSrcSet}
          src={coverUrl}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onError={() => setFailedSrc(coverUrl)}
          className={cn('size-full object-cover', dimmed && 'opacity-40 grayscale')}
        />
      ) : (
        <div
          data-slot="game-card-cover-fallback"
          className="flex size-full flex-col items-center justify-center gap-1 text-muted-foreground"
        >
          <Gamepad2 aria-hidden className="size-6" />
          <span className="text-[11px]">이미지 없음</span>
        </div>
      )}
      {(inWishlist || inCollection) && (
        <div className="absolute top-1 right-1 flex gap-1">
          {inWishlist && (
            <span
              data-slot="game-card-wishlist-badge"
              className="flex size-6 items-center justify-center rounded-full bg-background/90 text-danger"
            >
              <Heart aria-hidden className="size-3.5 fill-current" />
              <span className="sr-only">위시리스트에 담김</span>
            </span>
          )}
          {inCollection && (
            <span
              data-slot="game-card-collection-badge"
              className="flex size-6 items-center justify-center rounded-full bg-background/90 text-primary"
            >
              <FolderHeart aria-hidden className="size-3.5" />
              <span className="sr-only">컬렉션에 담김</span>
            </span>
          )}
        </div>
      )}
    </div>
  );
}

function PlatformLabels({ platforms }: { platforms: string[] }) {
  const shown = platforms.slice(0, MAX_CARD_PLATFORMS);
  if (shown.length === 0) return null;
  return (
    <ul data-slot="game-card-platforms" aria-label="플랫폼" className="flex flex-wrap gap-1">
      {shown.map((platform) => (
        <li
          key={platform}
          className="rounded-sm border border-border px-1 py-px text-xs leading-4 font-medium whitespace-nowrap text-muted-foreground"
        >
          {platform}
        </li>
      ))}
    </ul>
  );
}

function Score({ score }: { score: number }) {
  return (
    <span data-slot="game-card-score" className="shrink-0 text-xs font-semibold whitespace-nowrap text-primary tabular-nums">
      <span className="sr-only">외부 평점 </span>
      {formatScore(score)}
    </span>
  );
}

/**
 * A game in the grid or list: the whole card is one link to the game page.
 * With `unavailable` (or without `href`), a dimmed, non-interactive card (an unmatched store game):
 * cover, title and '게임 정보 준비 중' only, no link and no focus.
 */
export function GameCard({
  variant,
  href,
  title,
  originalTitle,
  coverUrl,
  coverSrcSet,
  coverSizes,
  platforms,
  genres,
  rating,
  score,
  releaseDate,
  priority,
  inWishlist,
  inCollection,
  languageBadge,
  unavailable,
  className,
  ...props
}: GameCardProps) {
  const layout = variant ?? 'grid';
  const isUnavailable = unavailable === true || href === undefined;
  const showOriginal = originalTitle != null && originalTitle !== '' && originalTitle !== title;
  const shownGenres = genres.slice(0, MAX_CARD_GENRES);
  const hasRating = rating != null;
  const hasScore = score != null;
  const showReleaseDate = layout === 'list' && releaseDate != null && releaseDate !== '';

  const details = (
    <>
      <span data-slot="game-card-title" className={gameCardTitleVariants({ variant: layout, unavailable: isUnavailable })}>
        {title}
      </span>
      {showOriginal && (
        <span data-slot="game-card-original-title" className={gameCardTextVariants({ variant: layout, line: 'originalTitle' })}>
          {originalTitle}
        </span>
      )}
      {isUnavailable ? (
        <span data-slot="game-card-unavailable" className={gameCardTextVariants({ variant: layout, line: 'unavailable' })}>
          {GAME_CARD_UNAVAILABLE_TEXT}
        </span>
      ) : (
        <>
          {languageBadge && <LanguageBadge data-slot="game-card-language-badge" {...languageBadge} />}
          <PlatformLabels platforms={platforms} />
          {shownGenres.length > 0 && (
            <span data-slot="game-card-genres" className={gameCardTextVariants({ variant: layout, line: 'genres' })}>
              {shownGenres.join(' · ')}
            </span>
          )}
          {(layout === 'list' || hasRating || hasScore) && (
            <div className={gameCardMetaVariants({ variant: layout })}>
              {hasRating && <StarRating value={rating} size={layout === 'grid' ? 'xs' : 'sm'} />}
              {hasScore && <Score score={score} />}
              {showReleaseDate && (
                <span data-slot="game-card-release-date" className="text-xs text-muted-foreground tabular-nums">
                  {formatDate(releaseDate)}
                </span>
              )}
            </div>
          )}
        </>
      )}
    </>
  );

  const body = (
    <>
      <GameCover
        coverUrl={coverUrl}
        coverSrcSet={coverSrcSet}
        coverSizes={coverSizes}
        variant={layout}
        priority={priority}
        inWishlist={inWishlist}
        inCollection={inCollection}
        dimmed={isUnavailable}
      />
      {layout === 'list' ? <div className="flex min-w-0 flex-1 flex-col gap-1 py-0.5">{details}</div> : details}
    </>
  );
  const rootClassName = cn(gameCardVariants({ variant: layout, unavailable: isUnavailable }), className);

  if (isUnavailable) {
    // Only identity and placement carry over: the card is not interactive.
    return (
      <div data-slot="game-card" data-variant={layout} data-unavailable="" id={props.id} style={props.style} className={rootClassName}>
        {body}
      </div>
    );
  }
  return (
    <UiLink href={href} data-slot="game-card" data-variant={layout} className={rootClassName} {...props}>
      {body}
    </UiLink>
  );
}
