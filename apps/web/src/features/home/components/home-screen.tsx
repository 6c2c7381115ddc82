import { Suspense } from 'react';
import { commonMessages, homeMessages } from '@gameshelf/contracts';
import { ErrorState, LoadingState } from '@gameshelf/ui';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import {
  bannersQueryOptions,
  homeDataQueryOptions,
  latestImportantNoticeQueryOptions,
  popularCollectionsQueryOptions,
  useBuiltInGames,
  useHomeData,
} from '../api/home.ts';
import type { HomeGameCard } from '../lib/fallback-games.ts';
import { fromGame } from '../lib/home-games.ts';
import { HomeBanners, loadBannerCarousel } from './home-banners.tsx';
import { NoticeStrip } from './notice-strip.tsx';
import { PopularGames } from './popular-games.tsx';
import type { QueryClient } from '@tanstack/react-query';
import { lazyInOwnTask } from '../../../lib/lazy-in-own-task.ts';

/** Collections and reviews sit below the fold: their cards load as a chunk of their own (started by the route's loader). */
export const loadBelowTheFold = () => import('./home-below-the-fold.tsx');
const BelowTheFold = lazyInOwnTask(() => loadBelowTheFold().then((module) => ({ default: module.HomeBelowTheFold })));

export interface HomeScreenProps {
  /** Games shown when the home call fails (the seed catalog's most popular); stories pass none. */
  fallbackGames?: readonly HomeGameCard[];
  /** Banners advance on their own (default); stories hold them still for screenshots. */
  bannerAutoPlay?: boolean;
}

/**
 * / (spec 1 §2, §8): the important-notice strip, banners, 인기 게임, 인기 컬렉션 and 인기 리뷰, top to
 * bottom. When the home call fails, the built-in popular games stand in (no reviews are invented);
 * only when there is not a single game to show does the page say '데이터 로드 실패'.
 */
export function HomeScreen({ fallbackGames, bannerAutoPlay = true }: HomeScreenProps) {
  useDocumentTitle(null);
  const query = useHomeData();
  // The built-in games are a chunk of their own, read only when home's call has failed.
  const builtIn = useBuiltInGames(query.isError && fallbackGames === undefined);

  if (query.isPending || builtIn.isLoading) {
    return <LoadingState className="flex-1" label={homeMessages.loading} />;
  }
  const games = query.data ? query.data.popularGames.map(fromGame) : (fallbackGames ?? builtIn.data ?? []);
  if (query.isError && games.length === 0) {
    return (
      <ErrorState
        className="flex-1"
        title={homeMessages.loadFailedTitle}
        message={homeMessages.loadFailed}
        retryLabel={commonMessages.retry}
        onRetry={() => void query.refetch()}
      />
    );
  }

  return (
    <div className="flex flex-col gap-7 pb-8">
      <h1 className="sr-only">게임셸프 홈</h1>
      <div className="flex flex-col">
        <NoticeStrip />
        <HomeBanners autoPlay={bannerAutoPlay} />
      </div>
      <PopularGames games={games} />
      <Suspense fallback={null}>
        <BelowTheFold reviews={query.data?.recentReviews ?? []} />
      </Suspense>
    </div>
  );
}

export { HomeScreen as Component };

/** Starts home's data (with its notice strip and banners) and its on-demand chunks (banner carousel, lower sections) without blocking navigation. */
export const createLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(homeDataQueryOptions());
  // The notice strip and the banners above the games: read with them, so a server-rendered home has
  // them in place from its first paint (nothing appears above the games later and moves them down).
  void queryClient.prefetchQuery(latestImportantNoticeQueryOptions());
  void queryClient.prefetchQuery(bannersQueryOptions());
  // 인기 컬렉션 too: rendered with the page, it does not push 인기 리뷰 down when it arrives.
  void queryClient.prefetchQuery(popularCollectionsQueryOptions());
  const chunks = Promise.all([loadBannerCarousel(), loadBelowTheFold()]);
  // The server renders the page once its parts' chunks are here (home-banners.tsx); the browser never waits.
  return import.meta.env.SSR ? chunks.then(() => null) : null;
};
