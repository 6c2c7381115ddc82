import { useState, type ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { FolderHeart, Gamepad2, Heart } from 'lucide-react';
import { Badge } from '../badge/badge';
import { LanguageBadge, type LanguageBadgeProps } from '../language-badge/language-badge';
import { cn } from '../lib/cn';
import { formatDate, formatScore } from '../lib/format';
import { StarRating } from '../star-rating/star-rating';
import { UiLink } from '../ui-link/ui-link';

export const MAX_CARD_PLATFORMS = 3;
export const MAX_CARD_GENRES = 2;

export const gameCardVariants = cva(
  'group/game-card relative block rounded-lg text-card-foreground outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
  {
    variants: {
      variant: {
        grid: 'flex min-w-0 flex-col gap-1.5',
        list: 'flex min-w-0 gap-3 p-2 hover:bg-muted',
      },
    },
    defaultVariants: { variant: 'grid' },
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
  variant,
  inWishlist,
  inCollection,
  dimmed = false,
}: Pick<GameCardProps, 'coverUrl' | 'variant' | 'inWishlist' | 'inCollection'> & { dimmed?: boolean }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = coverUrl !== null && coverUrl !== '' && failedSrc !== coverUrl;
  return (
    <div data-slot="game-card-cover" className={gameCardCoverVariants({ variant })}>
      {showImage ? (
        <img
          src={coverUrl}
          alt=""
          loading="lazy"
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
          className="rounded-sm border border-border px-1 py-px text-[11px] leading-4 font-medium whitespace-nowrap text-muted-foreground"
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

function UnavailableNote({ className }: { className?: string }) {
  return (
    <span data-slot="game-card-unavailable" className={cn('text-muted-foreground', className)}>
      {GAME_CARD_UNAVAILABLE_TEXT}
    </span>
  );
}

/** A store game with no catalogue match: dimmed cover, title, '게임 정보 준비 중'; no link, no focus. */
function UnavailableGameCard({
  variant,
  title,
  originalTitle,
  coverUrl,
  inWishlist,
  inCollection,
  className,
  id,
  style,
}: Pick<GameCardProps, 'title' | 'originalTitle' | 'coverUrl' | 'inWishlist' | 'inCollection' | 'className' | 'id' | 'style'> & {
  variant: 'grid' | 'list';
}) {
  const showOriginal = originalTitle != null && originalTitle !== '' && originalTitle !== title;
  const cover = <GameCover coverUrl={coverUrl} variant={variant} inWishlist={inWishlist} inCollection={inCollection} dimmed />;
  return (
    <div
      data-slot="game-card"
      data-variant={variant}
      data-unavailable=""
      id={id}
      style={style}
      className={cn(gameCardVariants({ variant }), 'cursor-default hover:bg-transparent', className)}
    >
      {variant === 'list' ? (
        <>
          {cover}
          <div className="flex min-w-0 flex-1 flex-col gap-1 py-0.5">
            <span data-slot="game-card-title" className="line-clamp-2 text-[15px] leading-snug font-semibold text-muted-foreground">
              {title}
            </span>
            {showOriginal && (
              <span data-slot="game-card-original-title" className="truncate text-xs text-muted-foreground">
                {originalTitle}
              </span>
            )}
            <UnavailableNote className="text-xs" />
          </div>
        </>
      ) : (
        <>
          {cover}
          <span data-slot="game-card-title" className="line-clamp-2 text-sm leading-snug font-semibold text-muted-foreground">
            {title}
          </span>
          {showOriginal && (
            <span data-slot="game-card-original-title" className="-mt-1 truncate text-[11px] text-muted-foreground">
              {originalTitle}
            </span>
          )}
          <UnavailableNote className="text-[11px]" />
        </>
      )}
    </div>
  );
}

/**
 * A game in the grid or list: the whole card is one link to the game page.
 * With `unavailable`, a dimmed, non-interactive card (an unmatched store game).
 */
export function GameCard({
  variant = 'grid',
  href,
  title,
  originalTitle,
  coverUrl,
  platforms,
  genres,
  rating,
  score,
  releaseDate,
  inWishlist,
  inCollection,
  languageBadge,
  unavailable,
  className,
  ...props
}: GameCardProps) {
  if (unavailable || href === undefined) {
    return (
      <UnavailableGameCard
        variant={variant ?? 'grid'}
        title={title}
        originalTitle={originalTitle}
        coverUrl={coverUrl}
        inWishlist={inWishlist}
        inCollection={inCollection}
        className={className}
        id={props.id}
        style={props.style}
      />
    );
  }
  const showOriginal = originalTitle != null && originalTitle !== '' && originalTitle !== title;
  const shownGenres = genres.slice(0, MAX_CARD_GENRES);
  const hasRating = rating != null;
  const hasScore = score != null;

  if (variant === 'list') {
    return (
      <UiLink href={href} data-slot="game-card" data-variant="list" className={cn(gameCardVariants({ variant }), className)} {...props}>
        <GameCover coverUrl={coverUrl} variant="list" inWishlist={inWishlist} inCollection={inCollection} />
        <div className="flex min-w-0 flex-1 flex-col gap-1 py-0.5">
          <span data-slot="game-card-title" className="line-clamp-2 text-[15px] leading-snug font-semibold">
            {title}
          </span>
          {showOriginal && (
            <span data-slot="game-card-original-title" className="truncate text-xs text-muted-foreground">
              {originalTitle}
            </span>
          )}
          {languageBadge && <LanguageBadge data-slot="game-card-language-badge" {...languageBadge} />}
          <PlatformLabels platforms={platforms} />
          {shownGenres.length > 0 && (
            <span data-slot="game-card-genres" className="truncate text-xs text-muted-foreground">
              {shownGenres.join(' · ')}
            </span>
          )}
          <div className="mt-auto flex flex-wrap items-center gap-x-2 gap-y-0.5">
            {hasRating && <StarRating value={rating} size="sm" />}
            {hasScore && <Score score={score} />}
            {releaseDate != null && releaseDate !== '' && (
              <span data-slot="game-card-release-date" className="text-xs text-muted-foreground tabular-nums">
                {formatDate(releaseDate)}
              </span>
            )}
          </div>
        </div>
      </UiLink>
    );
  }

  return (
    <UiLink href={href} data-slot="game-card" data-variant="grid" className={cn(gameCardVariants({ variant }), className)} {...props}>
      <GameCover coverUrl={coverUrl} variant="grid" inWishlist={inWishlist} inCollection={inCollection} />
      <span data-slot="game-card-title" className="line-clamp-2 text-sm leading-snug font-semibold">
        {title}
      </span>
      {showOriginal && (
        <span data-slot="game-card-original-title" className="-mt-1 truncate text-[11px] text-muted-foreground">
          {originalTitle}
        </span>
      )}
      {languageBadge && <LanguageBadge data-slot="game-card-language-badge" {...languageBadge} />}
      <PlatformLabels platforms={platforms} />
      {shownGenres.length > 0 && (
        <span data-slot="game-card-genres" className="truncate text-[11px] text-muted-foreground">
          {shownGenres.join(' · ')}
        </span>
      )}
      {(hasRating || hasScore) && (
        <div className="flex items-center gap-1.5">
          {hasRating && <StarRating value={rating} size="sm" className="[&_svg]:size-3" />}
          {hasScore && <Score score={score} />}
        </div>
      )}
    </UiLink>
  );
}
