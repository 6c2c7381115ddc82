import { gameDisplayName, catalogMessages, commonMessages } from '@gameshelf/contracts';
import { lazy, Suspense } from 'react';
import { BackHeader, Button, ErrorState, LoadingState, NotFoundState, Skeleton, UiLink } from '@gameshelf/ui';
import { useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useGame, gameQueryOptions } from '../../../entities/catalog/game-query.ts';
import { useGameBack } from '../lib/use-game-back.ts';
import { GameActions } from './game-actions.tsx';
import { GameInfo } from './game-info.tsx';
import { GamePrices } from './game-prices.tsx';
import { gamePanelId, GameTabs, gameTabId, type GameTab } from './game-tabs.tsx';
import { IgdbCredit } from './igdb-credit.tsx';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { HydrateLater } from '../../../lib/hydrate-later.tsx';

/** The reviews tab's code loads when the tab is first shown. */
const GameReviews = lazy(() => import('./game-reviews.tsx').then((module) => ({ default: module.GameReviews })));

/** The id from the path, or null when it is not a positive integer (no request is made then). */
export function parseGameId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const GAME_LOAD_FAILED = '게임 정보를 불러오는데 실패했습니다.';

function GameDetailSkeleton() {
  return (
    <div className="flex flex-col gap-6 px-gutter py-5">
      <p role="status" className="sr-only">
        {commonMessages.loading}
      </p>
      <div aria-hidden className="flex gap-4">
        <Skeleton radius="lg" className="aspect-[3/4] w-32" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-6 w-4/5" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="mt-2 h-4 w-2/3" />
          <Skeleton className="h-4 w-3/5" />
        </div>
      </div>
      <div aria-hidden className="grid grid-cols-2 gap-3">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
      <Skeleton aria-hidden className="h-24" />
    </div>
  );
}

/**
 * /game/{gameId} (spec 1 §2): the info tab with the player's actions, and the reviews tab. The review
 * screen comes back here with `reviewUpdated` and a timestamp in the navigation state; the saved
 * review's queries were invalidated there, so both tabs show it at once.
 */
export function GameDetailScreen() {
  const { gameId } = useParams();
  // The tab lives in the URL (`?tab=reviews`), so the review flow and back/forward return to it.
  const [search, setSearch] = useSearchParams();
  const tab: GameTab = search.get('tab') === 'reviews' ? 'reviews' : 'info';
  const setTab = (next: GameTab) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'reviews') params.set('tab', 'reviews');
        else params.delete('tab');
        return params;
      },
      { replace: true },
    );
  const id = parseGameId(gameId);
  const query = useGame(id);
  const goBack = useGameBack();

  // Only a missing or malformed id is 'not found'; a 401 or 429 says what went wrong, with a retry.
  const notFound = id === null || (query.error instanceof ApiError && (query.error.isNotFound || query.error.status === 400));
  const title = notFound ? catalogMessages.gameNotFound.replace(/\.$/, '') : query.data ? gameDisplayName(query.data) : null;
  useDocumentTitle(title ?? '게임 정보');

  if (notFound) {
    return (
      <NotFoundState
        className="flex-1"
        title={catalogMessages.gameNotFound}
        description="주소가 올바른지 확인해 주세요."
        action={
          <div className="flex flex-col items-center gap-2">
            <Button onClick={goBack}>뒤로 가기</Button>
            <UiLink href={paths.games} className="text-sm text-muted-foreground underline underline-offset-2">
              전체 게임 보기
            </UiLink>
          </div>
        }
      />
    );
  }

  return (
    <div className="flex flex-1 flex-col">
      <BackHeader title={query.data ? gameDisplayName(query.data) : '게임 정보'} onBack={goBack} />
      {query.isPending ? (
        <GameDetailSkeleton />
      ) : query.isError ? (
        <ErrorState
          title={GAME_LOAD_FAILED}
          message={query.error.message}
          retryLabel={commonMessages.retry}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <GameTabs value={tab} onChange={setTab} />
          {tab === 'info' ? (
            <div role="tabpanel" id={gamePanelId('info')} aria-labelledby={gameTabId('info')} className="flex flex-1 flex-col">
              <GameInfo
                game={query.data}
                actions={
                  <HydrateLater>
                    <GameActions game={query.data} />
                  </HydrateLater>
                }
              />
              <HydrateLater>
                <GamePrices gameId={query.data.id} />
              </HydrateLater>
              <IgdbCredit className="mt-auto" koreanSupportCredit={query.data.koreanSupport !== null} />
            </div>
          ) : (
            <div role="tabpanel" id={gamePanelId('reviews')} aria-labelledby={gameTabId('reviews')}>
              <Suspense fallback={<LoadingState label={commonMessages.loading} />}>
                <GameReviews gameId={query.data.id} gameName={gameDisplayName(query.data)} />
              </Suspense>
            </div>
          )}
        </>
      )}
    </div>
  );
}

export { GameDetailScreen as Component };

/** Starts the game query the screen reads, without blocking navigation. */
export const createLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const id = parseGameId(params.gameId);
    if (id !== null) void queryClient.prefetchQuery(gameQueryOptions(id));
    return null;
  };
