import type { ReactNode } from 'react';
import { REVIEW_COMPLETION_LABELS, gameDisplayName, seoulTimeOfDay, type Review } from '@gameshelf/contracts';
import { Avatar, StarRating, UiLink, cn, formatRelativeTime } from '@gameshelf/ui';
import { paths } from '../config/paths.ts';
import { thumbnailCover } from '../entities/catalog/thumbnail-cover.ts';

export interface ReviewCardProps {
  review: Review;
  /** Show the game (cover and name, linking its page), for lists that mix games (calendar, profiles, home). */
  showGame?: boolean;
  /** Outline the card and tag it '내 리뷰' (the viewer's own review pinned on a game page). */
  highlightMine?: boolean;
  /** 'relative' ('3일 전', the default) or the time of day in Korea ('오후 11:50', on a list of one day). */
  time?: 'relative' | 'clock';
  /** The footer: helpful vote, edit and delete, given by the screen. */
  actions?: ReactNode;
  className?: string;
}

const linkFocus = 'rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * One review as a list item: who wrote it (linking their profile), stars, completion status and
 * platform, the text as plain text (never HTML) and, where it helps, the game (linking its page).
 */
export function ReviewCard({ review, showGame = false, highlightMine = false, time = 'relative', actions, className }: ReviewCardProps) {
  const name = review.userDisplayName ?? review.username;
  const game = gameDisplayName({ name: review.gameName, nameKo: review.gameNameKo });
  const outlined = highlightMine && review.isMine;

  return (
    <li
      data-slot="review-card"
      data-mine={review.isMine || undefined}
      className={cn(
        'flex flex-col gap-2 rounded-xl bg-card p-4 text-card-foreground',
        outlined ? 'border-2 border-primary' : 'border border-border',
        className,
      )}
    >
      {showGame && (
        <UiLink href={paths.game(review.gameId)} className={cn('flex min-w-0 items-center gap-3', linkFocus)}>
          {review.gameCoverImageUrl ? (
            <img
              {...thumbnailCover(review.gameCoverImageUrl, 40)}
              alt=""
              loading="lazy"
              className="aspect-[3/4] w-10 shrink-0 rounded-md bg-muted object-cover"
            />
          ) : (
            <span aria-hidden className="aspect-[3/4] w-10 shrink-0 rounded-md bg-muted" />
          )}
          <span className="truncate text-sm font-semibold">{game}</span>
        </UiLink>
      )}
      <div className="flex items-center gap-3">
        <UiLink href={paths.user(review.username)} className={cn('flex min-w-0 items-center gap-2', linkFocus)}>
          <Avatar size="sm" src={review.userProfileImageUrl} name={name} />
          <span className="truncate text-sm font-medium">{name}</span>
        </UiLink>
        {outlined && <span className="rounded-pill bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">내 리뷰</span>}
        <span className="ml-auto shrink-0 text-xs text-muted-foreground">
          {time === 'clock' ? seoulTimeOfDay(new Date(review.createdAt)) : formatRelativeTime(review.createdAt)}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <StarRating value={review.rating} />
        <span>{REVIEW_COMPLETION_LABELS[review.completionStatus]}</span>
        {review.platformName && <span>· {review.platformName}</span>}
      </div>
      {/* Plain text as written: never HTML. */}
      <p className="text-sm break-words whitespace-pre-line">{review.content}</p>
      {actions && <div className="flex items-center gap-2">{actions}</div>}
    </li>
  );
}
