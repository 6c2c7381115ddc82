import { createHash } from 'node:crypto';
import { type CollectionSummary, type Game, type Notice, type PublicProfile, type Review, koreanDay } from '@gameshelf/contracts';

/** The kinds of shareable things with a preview image. */
export type PreviewKind = 'game' | 'collection' | 'profile' | 'review' | 'notice';

/**
 * Everything one preview image shows, and nothing else: the image is a pure function of it, so its
 * hash keys the cache (an edit changes the card, so the key, so the image).
 */
export type PreviewCard = {
  readonly kind: PreviewKind;
  /** The small label above the title ('게임', '컬렉션', ...). */
  readonly label: string;
  readonly title: string;
  /** One line under the title (the original name, the owner), or null. */
  readonly subtitle: string | null;
  /** Short facts shown as chips ('게임 12개', '★ 4.5'). */
  readonly facts: readonly string[];
  /** A few lines of text (a review's start), or null. */
  readonly quote: string | null;
  /** Image URLs: a game's cover, up to four covers of a collection, a profile's avatar. */
  readonly images: readonly string[];
};

/**
 * Bumped when the layout (card-layout.ts) or the fonts change, so every stored image renders again.
 */
export const PREVIEW_LAYOUT_VERSION = 1;

/** The cache key of a card's image: a hash of the layout version and everything the card shows. */
export function previewKey(card: PreviewCard): string {
  return createHash('sha256')
    .update(JSON.stringify([PREVIEW_LAYOUT_VERSION, card]))
    .digest('base64url');
}

const QUOTE_MAX = 120;

/** At most `max` characters (by code point), with an ellipsis when cut. */
export function clipped(text: string, max: number): string {
  const single = text.replace(/\s+/g, ' ').trim();
  // Counted only as far as the cut: a summary can be thousands of characters long.
  let count = 0;
  let cut = 0;
  let at = 0;
  for (const char of single) {
    if (count === max - 1) cut = at;
    if (++count > max) return `${single.slice(0, cut)}…`;
    at += char.length;
  }
  return single;
}

/** A game's name as shown to Korean users: the Korean name first. */
export const gameTitle = (game: Pick<Game, 'name' | 'nameKo'>): string => game.nameKo ?? game.name;

/** A user's name as shown: the display name, else the username. */
export const personName = (user: { displayName: string | null; username: string }): string => user.displayName ?? user.username;

const rating = (value: number) => `★ ${value.toFixed(1)}`;

export function gameCard(game: Game): PreviewCard {
  const year = game.firstReleaseDate?.slice(0, 4);
  return {
    kind: 'game',
    label: '게임',
    title: gameTitle(game),
    subtitle: game.nameKo && game.nameKo !== game.name ? game.name : null,
    facts: [
      ...(year ? [`${year}년`] : []),
      ...game.genreNamesKo.slice(0, 2),
      ...(game.userRatingCount > 0 ? [`${rating(game.userRatingAvg)} (${game.userRatingCount})`] : []),
    ],
    quote: null,
    images: [game.localizedCoverImageUrl ?? game.coverImageUrl].filter((url): url is string => url !== null),
  };
}

export function collectionCard(collection: CollectionSummary): PreviewCard {
  return {
    kind: 'collection',
    label: '컬렉션',
    title: collection.name,
    subtitle: `${personName({ displayName: collection.ownerDisplayName, username: collection.ownerUsername })}님의 컬렉션`,
    facts: [`게임 ${collection.totalGamesCount}개`, ...(collection.likesCount > 0 ? [`좋아요 ${collection.likesCount}`] : [])],
    quote: null,
    images: collection.coverImageUrls.slice(0, 4),
  };
}

/** A public profile's card (the caller passes only a profile a guest may see, with its stats). */
export function profileCard(profile: PublicProfile): PreviewCard {
  const stats = profile.stats;
  return {
    kind: 'profile',
    label: '프로필',
    title: personName(profile),
    subtitle: `@${profile.username}`,
    facts: stats
      ? [`게임 ${stats.totalGamesCount}개`, `완료 ${stats.completedGamesCount}개`, `컬렉션 ${stats.totalCollectionsCount}개`]
      : [],
    quote: profile.bio ? clipped(profile.bio, 80) : null,
    images: profile.profileImageUrl ? [profile.profileImageUrl] : [],
  };
}

export function reviewCard(review: Review): PreviewCard {
  return {
    kind: 'review',
    label: '리뷰',
    title: gameTitle({ name: review.gameName, nameKo: review.gameNameKo }),
    subtitle: `${personName({ displayName: review.userDisplayName, username: review.username })}님의 리뷰`,
    facts: [rating(review.rating)],
    quote: clipped(review.content, QUOTE_MAX),
    images: review.gameCoverImageUrl ? [review.gameCoverImageUrl] : [],
  };
}

export function noticeCard(notice: Notice): PreviewCard {
  return {
    kind: 'notice',
    label: notice.isImportant ? '중요 공지' : '공지사항',
    title: notice.title,
    subtitle: null,
    facts: [koreanDay(new Date(notice.createdAt))],
    quote: notice.contentSummary ? clipped(notice.contentSummary, QUOTE_MAX) : null,
    images: [],
  };
}
