import { Suspense, useMemo, useState } from 'react';
import { catalogMessages, commonMessages } from '@gameshelf/contracts';
import { Button, EmptyState, ErrorState, SortDropdown, ViewModeToggle } from '@gameshelf/ui';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useGames, gamesInfiniteQueryOptions } from '../api/get-games.ts';
import {
  hasActiveFilters,
  naturalSortOrder,
  resetFilters,
  SORT_OPTIONS,
  toGameListParams,
  type GameListState,
  parseListState,
} from '../lib/list-params.ts';
import { useGameListState } from '../lib/use-game-list-state.ts';
import { useInfiniteScrollSentinel } from '../../../lib/use-infinite-scroll-sentinel.ts';
import { GameResults, GameResultsSkeleton } from './game-results.tsx';
import { GamesFilterBar } from './games-filter-bar.tsx';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { HydrateLater } from '../../../lib/hydrate-later.tsx';
import { genresQueryOptions } from '../../../entities/catalog/genres.ts';
import { lazyInOwnTask } from '../../../lib/lazy-in-own-task.ts';

const PAGE_TITLE = '전체 게임';

/** The credit and '맨 위로' load after the first screen (the route stays within the 150 KB first-visit budget). */
export const loadGamesListFooter = () => import('./games-list-footer.tsx');
const GamesListFooter = lazyInOwnTask(() => loadGamesListFooter().then((module) => ({ default: module.GamesListFooter })));

/** /games: every game, filtered and sorted through the URL, loaded page by page as you scroll. */
export function GamesListScreen() {
  useDocumentTitle(PAGE_TITLE);
  const [state, update] = useGameListState();
  const [resetVersion, setResetVersion] = useState(0);
  const params = useMemo(() => toGameListParams(state), [state]);
  const query = useGames(params);

  const games = useMemo(() => {
    const seen = new Set<number>();
    // A game can shift between pages while paging; show it once.
    return (query.data?.pages ?? []).flatMap((page) => page.content).filter((g) => !seen.has(g.id) && seen.add(g.id));
  }, [query.data]);
  const total = query.data?.pages[0]?.totalElements;

  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError;
  const sentinelRef = useInfiniteScrollSentinel<HTMLDivElement>(canLoadMore, () => void query.fetchNextPage());

  const reset = () => {
    update(resetFilters(state));
    setResetVersion((v) => v + 1);
  };
  const changeSort = (sortBy: string) => {
    const next = SORT_OPTIONS.find((o) => o.value === sortBy)?.value ?? 'popularity';
    update({ sortBy: next, sortOrder: naturalSortOrder(next) } satisfies Partial<GameListState>);
  };

  return (
    <div className="flex flex-1 flex-col">
      <h1 className="px-gutter pt-4 text-xl font-bold">{PAGE_TITLE}</h1>
      {/* The filters and the sort row hydrate in tasks of their own, as the cards do (game-results.tsx). */}
      <HydrateLater>
        <GamesFilterBar state={state} onChange={update} onReset={reset} resetVersion={resetVersion} />
      </HydrateLater>

      <HydrateLater>
        <div className="flex items-center justify-between gap-2 px-gutter py-3">
          <p aria-live="polite" className="text-sm text-muted-foreground tabular-nums">
            {total !== undefined ? catalogMessages.gameCount(total) : ''}
          </p>
          <div className="flex items-center gap-2">
            <SortDropdown label="정렬" options={SORT_OPTIONS} value={state.sortBy} onChange={changeSort} />
            <ViewModeToggle value={state.viewMode} onChange={(viewMode) => update({ viewMode })} />
          </div>
        </div>
      </HydrateLater>

      <section aria-label="검색 결과" aria-busy={query.isPending || query.isFetchingNextPage} className="flex-1">
        {query.isPending ? (
          <>
            <p role="status" className="sr-only">
              {commonMessages.loading}
            </p>
            <GameResultsSkeleton viewMode={state.viewMode} />
          </>
        ) : query.isError && games.length === 0 ? (
          <ErrorState
            title={catalogMessages.gameListLoadFailed}
            message={query.error.message}
            retryLabel={commonMessages.retry}
            onRetry={() => void query.refetch()}
          />
        ) : games.length === 0 ? (
          <EmptyState
            title="검색 결과가 없습니다."
            description={
              <>
                {/* Korean wraps at spaces and lines balance, so an example never sits alone on a line. */}
                <p className="break-keep text-balance">{catalogMessages.emptyGamesHint}</p>
                <p className="break-keep text-balance">{catalogMessages.emptyGamesKoreanHint}</p>
              </>
            }
            action={
              hasActiveFilters(state) ? (
                <Button variant="outline" onClick={reset}>
                  필터 초기화
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <GameResults games={games} viewMode={state.viewMode} />
            {query.isFetchingNextPage && (
              <>
                <p role="status" className="sr-only">
                  {commonMessages.loading}
                </p>
                <GameResultsSkeleton viewMode={state.viewMode} count={state.viewMode === 'grid' ? 6 : 3} className="mt-5" />
              </>
            )}
            {query.isFetchNextPageError && (
              <ErrorState
                title={catalogMessages.gameListLoadFailed}
                message={query.error?.message ?? catalogMessages.gameListLoadFailed}
                retryLabel={commonMessages.retry}
                onRetry={() => void query.fetchNextPage()}
              />
            )}
            <div ref={sentinelRef} data-testid="infinite-scroll-sentinel" aria-hidden className="h-px" />
          </>
        )}
      </section>

      <Suspense fallback={null}>
        <GamesListFooter />
      </Suspense>
    </div>
  );
}

export { GamesListScreen as Component };

/**
 * Starts the same queries the screen reads, without waiting: the screen shows its own
 * skeletons, and navigation never blocks on the network.
 */
export const createLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    const state = parseListState(new URL(request.url).searchParams);
    void queryClient.prefetchInfiniteQuery(gamesInfiniteQueryOptions(toGameListParams(state)));
    void queryClient.prefetchQuery(genresQueryOptions());
    void loadGamesListFooter();
    return null;
  };
