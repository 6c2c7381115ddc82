import {
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  SHARED_REVIEW_QUERY,
  SITE_NAME,
  type CollectionSummary,
  type Game,
  type Notice,
  type PublicProfile,
  type Review,
  getCollectionPreviewImage,
  getGamePreviewImage,
  getNoticePreviewImage,
  getProfilePreviewImage,
  getReviewPreviewImage,
  pathOf,
  webPaths,
  webRoutes,
  withQuery,
} from '@gameshelf/contracts';
import { clipped, gameTitle, personName } from './preview-card.ts';
import type { PreviewSources } from './preview-sources.ts';

/** What a shareable page's `<head>` says about it (head-html.ts writes the tags). */
export type PageHead = {
  /** The `<title>`: the thing's name and the product's. */
  title: string;
  /** `og:title`: the thing's name alone. */
  name: string;
  description: string;
  /** The page that should be indexed for this URL (absolute). */
  canonical: string;
  /** The shared URL itself (absolute): `og:url`. */
  url: string;
  type: 'website' | 'video.game' | 'profile' | 'article';
  /** The preview image (absolute) and its text alternative. */
  image: string;
  imageAlt: string;
  /** schema.org data (games and reviews), or null. */
  jsonLd: Record<string, unknown> | null;
};

const DESCRIPTION_MAX = 160;
const ID = /^[1-9]\d{0,9}$/;
const ID_MAX = 2_147_483_647;

/** A schema.org item of `type`. */
const schemaOrg = (type: string, fields: Record<string, unknown>) => ({ '@context': 'https://schema.org', '@type': type, ...fields });

/** The scale of our ratings (half stars, 0.5 to 5), as schema.org's Rating and AggregateRating say it. */
const RATING_SCALE = { bestRating: REVIEW_RATING_MAX, worstRating: REVIEW_RATING_MIN } as const;

/** A positive id of a path segment, or null. */
function idOf(segment: string | undefined): number | null {
  if (!segment || !ID.test(segment)) return null;
  const id = Number(segment);
  return id <= ID_MAX ? id : null;
}

/** The matcher of a route pattern (`/game/:gameId`): its one parameter's raw value, or null. */
function matcher(pattern: string): (pathname: string) => string | null {
  const regex = new RegExp(`^${pattern.replace(/:\w+/, '([^/]+)')}/?$`);
  return (pathname) => regex.exec(pathname)?.[1] ?? null;
}

const routes = {
  game: matcher(webRoutes.game.path),
  publicCollection: matcher(webRoutes.publicCollection.path),
  collection: matcher(webRoutes.collectionDetail.path),
  user: matcher(webRoutes.user.path),
  notice: matcher(webRoutes.notice.path),
};

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The head of each shareable URL (issue 35): a game (or a review shared as `/game/{id}?review={id}`),
 * a collection, a profile, a notice. Null for any other URL and for what a guest may not see or what
 * does not exist: that page keeps the built index.html's generic head, so a private collection's or
 * profile's URL says nothing about it.
 */
export function createPageHeads(deps: { sources: PreviewSources; publicUrl: string }) {
  const { sources, publicUrl } = deps;
  const absolute = (path: string) => `${publicUrl}${path}`;
  // A game's head per game object: the source gives one object per cached game (app.ts), so a game
  // page asked again and again builds it once.
  const gameHeads = new WeakMap<Game, PageHead>();
  const keptGameHead = (game: Game): PageHead => {
    let head = gameHeads.get(game);
    if (!head) gameHeads.set(game, (head = gameHead(game)));
    return head;
  };

  function gameHead(game: Game): PageHead {
    const name = gameTitle(game);
    const url = absolute(webPaths.game(game.id));
    const cover = game.localizedCoverImageUrl ?? game.coverImageUrl;
    const summary = game.summaryKo ?? game.summary;
    return {
      title: `${name} | ${SITE_NAME}`,
      name,
      description: summary ? clipped(summary, DESCRIPTION_MAX) : `${name}의 정보와 게이머들의 리뷰를 ${SITE_NAME}에서 확인하세요.`,
      canonical: url,
      url,
      type: 'video.game',
      image: absolute(pathOf(getGamePreviewImage.path, { id: game.id })),
      imageAlt: `${name} 표지`,
      jsonLd: schemaOrg('VideoGame', {
        name,
        ...(name !== game.name && { alternateName: game.name }),
        url,
        ...(cover && { image: new URL(cover, `${publicUrl}/`).href }),
        ...(summary && { description: clipped(summary, 500) }),
        ...(game.firstReleaseDate && { datePublished: game.firstReleaseDate }),
        ...(game.genreNamesKo.length > 0 && { genre: game.genreNamesKo }),
        ...(game.platformNames.length > 0 && { gamePlatform: game.platformNames }),
        ...(game.userRatingCount > 0 && {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: game.userRatingAvg,
            ratingCount: game.userRatingCount,
            ...RATING_SCALE,
          },
        }),
      }),
    };
  }

  function reviewHead(review: Review): PageHead {
    const game = gameTitle({ name: review.gameName, nameKo: review.gameNameKo });
    const author = personName({ displayName: review.userDisplayName, username: review.username });
    const gameUrl = absolute(webPaths.game(review.gameId));
    return {
      title: `${author}님의 ${game} 리뷰 | ${SITE_NAME}`,
      name: `${author}님의 ${game} 리뷰`,
      description: clipped(`★ ${review.rating.toFixed(1)} · ${review.content}`, DESCRIPTION_MAX),
      // The review is shown on its game's page: that page is the one to index.
      canonical: gameUrl,
      url: absolute(withQuery(webPaths.game(review.gameId), { [SHARED_REVIEW_QUERY]: review.id })),
      type: 'article',
      image: absolute(pathOf(getReviewPreviewImage.path, { id: review.id })),
      imageAlt: `${game} 리뷰`,
      jsonLd: schemaOrg('Review', {
        author: { '@type': 'Person', name: author, url: absolute(webPaths.user(review.username)) },
        reviewRating: { '@type': 'Rating', ratingValue: review.rating, ...RATING_SCALE },
        itemReviewed: { '@type': 'VideoGame', name: game, url: gameUrl },
        reviewBody: clipped(review.content, 500),
        datePublished: review.createdAt,
      }),
    };
  }

  function collectionHead(collection: CollectionSummary, sharedPath: string): PageHead {
    const owner = personName({ displayName: collection.ownerDisplayName, username: collection.ownerUsername });
    return {
      title: `${collection.name} | ${SITE_NAME}`,
      name: collection.name,
      description: `${owner}님의 컬렉션 · 게임 ${collection.totalGamesCount}개`,
      canonical: absolute(webPaths.publicCollection(collection.id)),
      url: absolute(sharedPath),
      type: 'website',
      image: absolute(pathOf(getCollectionPreviewImage.path, { id: collection.id })),
      imageAlt: `${collection.name} 컬렉션의 게임 표지`,
      jsonLd: null,
    };
  }

  function profileHead(profile: PublicProfile): PageHead {
    const name = personName(profile);
    const url = absolute(webPaths.user(profile.username));
    const stats = profile.stats;
    return {
      title: `${name} (@${profile.username}) | ${SITE_NAME}`,
      name,
      description: profile.bio
        ? clipped(profile.bio, DESCRIPTION_MAX)
        : `${name}님의 ${SITE_NAME} 프로필${stats ? ` · 게임 ${stats.totalGamesCount}개 · 컬렉션 ${stats.totalCollectionsCount}개` : ''}`,
      canonical: url,
      url,
      type: 'profile',
      image: absolute(pathOf(getProfilePreviewImage.path, { username: profile.username })),
      imageAlt: `${name}님의 프로필`,
      jsonLd: null,
    };
  }

  function noticeHead(notice: Notice): PageHead {
    const url = absolute(webPaths.notice(notice.id));
    return {
      title: `${notice.title} | ${SITE_NAME}`,
      name: notice.title,
      description: clipped(notice.contentSummary ?? notice.content, DESCRIPTION_MAX),
      canonical: url,
      url,
      type: 'article',
      image: absolute(pathOf(getNoticePreviewImage.path, { id: notice.id })),
      imageAlt: `${SITE_NAME} 공지사항`,
      jsonLd: null,
    };
  }

  return async (requestUrl: string): Promise<PageHead | null> => {
    const [pathname = '/', search = ''] = requestUrl.split('?', 2);
    const gameId = idOf(routes.game(pathname) ?? undefined);
    if (gameId !== null) {
      const reviewId = idOf(new URLSearchParams(search).get(SHARED_REVIEW_QUERY) ?? undefined);
      const review = reviewId === null ? null : await sources.review(reviewId);
      if (review && review.gameId === gameId) return reviewHead(review);
      const game = await sources.game(gameId);
      return game && keptGameHead(game);
    }
    const collectionId = idOf(routes.publicCollection(pathname) ?? routes.collection(pathname) ?? undefined);
    if (collectionId !== null) {
      const collection = await sources.collection(collectionId);
      return collection && collectionHead(collection, pathname.replace(/\/$/, ''));
    }
    const username = routes.user(pathname);
    if (username !== null) {
      const name = decoded(username);
      const profile = name === null ? null : await sources.profile(name);
      return profile && profileHead(profile);
    }
    const noticeId = idOf(routes.notice(pathname) ?? undefined);
    if (noticeId !== null) {
      const notice = await sources.notice(noticeId);
      return notice && noticeHead(notice);
    }
    return null;
  };
}

export type PageHeads = ReturnType<typeof createPageHeads>;
