import { lazy, useMemo, useState } from 'react';
import { FolderPlus, ListChecks, RefreshCw, SearchSlash } from 'lucide-react';
import { commonMessages, steamMessages, type SteamLibraryGame, formatCount } from '@gameshelf/contracts';
import { Button, EmptyState, ErrorState, LoadingState, SearchInput, SortDropdown, StatTile } from '@gameshelf/ui';
import { LazySlot } from '../../../components/lazy-slot.tsx';
import { StoreLibraryHeader } from '../../../components/store-library-header.tsx';
import { useConnectedToast } from '../../../entities/store-library/use-connected-toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLazySheet } from '../../../lib/use-lazy-sheet.ts';
import { useSecondsLeft } from '../../../entities/store-library/use-seconds-left.ts';
import { useSteamGames, steamGamesQueryOptions } from '../api/get-steam-games.ts';
import { useSteamStats, steamStatsQueryOptions } from '../api/get-steam-stats.ts';
import {
  DEFAULT_STEAM_SORT,
  DEFAULT_STEAM_VIEW_FILTER,
  STEAM_SORT_OPTIONS,
  STEAM_VIEW_FILTERS,
  viewSteamLibrary,
  type SteamSort,
  type SteamViewFilter,
} from '../lib/library-view.ts';
import { steamErrorMessage } from '../lib/steam-errors.ts';
import { useLibrarySync } from '../lib/use-library-sync.ts';
import type { SteamCollectionTarget } from './steam-collection-sheet.tsx';
import { SteamErrorBoundary } from './steam-error-boundary.tsx';
import { SteamGameItem } from './steam-game-item.tsx';
import { SteamSyncCard, type SteamSyncState } from './steam-sync-card.tsx';
import { SteamWishlistImportCard, type SteamWishlistImportState } from './steam-wishlist-import-card.tsx';
import { useImportSteamWishlist } from '../api/import-steam-wishlist.ts';
import type { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../../../lib/session/auth-store.ts';

/** The sheets (and the drawer code) load when first opened. */
export const loadSuggestionsSheet = () => import('./steam-suggestions-sheet.tsx');
const SteamSuggestionsSheet = lazy(() => loadSuggestionsSheet().then((m) => ({ default: m.SteamSuggestionsSheet })));
export const loadCollectionSheet = () => import('./steam-collection-sheet.tsx');
const SteamCollectionSheet = lazy(() => loadCollectionSheet().then((m) => ({ default: m.SteamCollectionSheet })));
/** The disconnect confirmation (and the dialog code) loads when 연결끊기 is first pressed. */
export const loadDisconnectDialog = () => import('./steam-disconnect-dialog.tsx');
const SteamDisconnectDialog = lazy(() => loadDisconnectDialog().then((m) => ({ default: m.SteamDisconnectDialog })));

const TITLE = 'Steam 게임 관리';

/**
 * /steam/library (login; spec 3 §2.2): back to my page and 연결끊기 in the header; the sync
 * control, stats, the view filter, search and sort; mapped games first, each to its page and to a
 * collection; unmapped ones dimmed with '게임 찾기'; a selection mode to add many at once.
 */
export function SteamLibraryScreen() {
  useDocumentTitle(TITLE);
  const [confirming, setConfirming] = useState(false);
  const [confirmMounted, setConfirmMounted] = useState(false);
  if (confirming && !confirmMounted) setConfirmMounted(true);
  return (
    <div className="flex flex-1 flex-col">
      <StoreLibraryHeader title={TITLE} onDisconnect={() => setConfirming(true)} onDisconnectIntent={() => void loadDisconnectDialog()} />
      <SteamErrorBoundary className="flex-1">
        <SteamLibrary />
      </SteamErrorBoundary>
      <LazySlot mounted={confirmMounted}>
        <SteamDisconnectDialog open={confirming} onOpenChange={setConfirming} />
      </LazySlot>
    </div>
  );
}

function SteamLibrary() {
  useConnectedToast(steamMessages.connectedToast);
  const [filter, setFilter] = useState<SteamViewFilter>(DEFAULT_STEAM_VIEW_FILTER);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SteamSort>(DEFAULT_STEAM_SORT);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const games = useSteamGames(filter);
  const stats = useSteamStats();
  const sync = useLibrarySync();
  const wishlistImport = useImportSteamWishlist();
  const suggestions = useLazySheet<SteamLibraryGame>();
  const collect = useLazySheet<SteamCollectionTarget>();
  const secondsLeft = useSecondsLeft(stats.data?.cooldownEndsAt ?? null);

  const visible = useMemo(() => (games.data ? viewSteamLibrary(games.data, query, sort) : []), [games.data, query, sort]);
  const visibleMapped = visible.filter((g) => g.mapped);
  const chosen = (games.data ?? []).filter((g) => g.mapped && selected.has(g.id));
  const allVisibleChosen = visibleMapped.length > 0 && visibleMapped.every((g) => selected.has(g.id));

  const syncState: SteamSyncState = sync.mutation.isPending
    ? { kind: 'syncing' }
    : sync.mutation.isSuccess
      ? { kind: 'completed', result: sync.mutation.data }
      : sync.mutation.isError
        ? { kind: 'error', error: sync.mutation.error }
        : { kind: 'idle' };
  const importState: SteamWishlistImportState = wishlistImport.isPending
    ? { kind: 'importing' }
    : wishlistImport.isSuccess
      ? { kind: 'imported', result: wishlistImport.data }
      : wishlistImport.isError
        ? { kind: 'error', error: wishlistImport.error }
        : { kind: 'idle' };
  const canSync = !sync.mutation.isPending && secondsLeft === 0;
  const neverSynced = stats.data?.empty === true && stats.data.lastSyncedAt === null;

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const endSelection = () => {
    setSelecting(false);
    setSelected(new Set());
  };

  return (
    <div className="flex flex-1 flex-col gap-4 px-gutter pt-4 pb-6">
      <SteamSyncCard state={syncState} lastSyncedAt={stats.data?.lastSyncedAt ?? null} cooldownSeconds={secondsLeft} onSync={sync.start} />

      {stats.data && !stats.data.empty && (
        <section aria-label="Steam 라이브러리 통계" className="grid grid-cols-3 gap-2">
          <StatTile label="전체 게임" value={`${formatCount(stats.data.totalGames)}개`} />
          <StatTile label="총 플레이" value={`${formatCount(stats.data.totalPlaytimeHours)}시간`} />
          <StatTile
            label="정보 연결"
            value={`${formatCount(stats.data.mappedGames)}개`}
            hint={`${Math.round((stats.data.mappedGames / Math.max(1, stats.data.totalGames)) * 100)}%`}
          />
        </section>
      )}

      <SteamWishlistImportCard state={importState} onImport={() => wishlistImport.mutate()} />

      {neverSynced && filter === 'all' && games.data?.length === 0 ? (
        <EmptyState
          icon={<RefreshCw aria-hidden />}
          title="아직 불러온 Steam 게임이 없어요"
          description="동기화를 누르면 Steam 라이브러리의 게임과 플레이 시간을 불러와요."
          action={
            <Button onClick={sync.start} disabled={!canSync}>
              <RefreshCw aria-hidden />
              지금 동기화하기
            </Button>
          }
        />
      ) : (
        <section aria-label="Steam 게임" aria-busy={games.isPending} className="flex flex-col gap-3">
          <SearchInput label="Steam 게임 검색" placeholder="게임 이름으로 검색" onDebouncedChange={setQuery} />
          <div className="flex items-center justify-between gap-2">
            <SortDropdown
              label="보기"
              options={STEAM_VIEW_FILTERS}
              value={filter}
              onChange={(value) => setFilter(value as SteamViewFilter)}
              className="-ml-2.5"
            />
            <SortDropdown
              label="정렬"
              options={STEAM_SORT_OPTIONS}
              value={sort}
              onChange={(value) => setSort(value as SteamSort)}
              className="-mr-2.5"
            />
          </div>
          <div className="flex items-center justify-between gap-2">
            <p aria-live="polite" className="text-sm text-muted-foreground tabular-nums">
              {games.data ? `${formatCount(visible.length)}개 게임` : ''}
            </p>
            <Button
              variant={selecting ? 'secondary' : 'ghost'}
              size="sm"
              aria-pressed={selecting}
              onClick={() => (selecting ? endSelection() : setSelecting(true))}
            >
              <ListChecks aria-hidden />
              {selecting ? '선택 끝내기' : '여러 개 담기'}
            </Button>
          </div>

          {games.isPending ? (
            <LoadingState label={commonMessages.loading} />
          ) : games.isError ? (
            <ErrorState
              title={steamMessages.loadFailed}
              message={steamErrorMessage(games.error)}
              retryLabel={commonMessages.retry}
              onRetry={() => void games.refetch()}
            />
          ) : visible.length === 0 ? (
            <LibraryEmpty filter={filter} query={query} />
          ) : (
            <ul aria-label="Steam 게임 목록" className="flex flex-col divide-y divide-border">
              {visible.map((game) => (
                <SteamGameItem
                  key={game.id}
                  game={game}
                  selecting={selecting}
                  selected={selected.has(game.id)}
                  onSelectedChange={(on) => toggle(game.id, on)}
                  onAddToCollection={() => collect.show({ kind: 'one', game })}
                  onFindGame={() => suggestions.show(game)}
                />
              ))}
            </ul>
          )}
        </section>
      )}

      {selecting && (
        <div
          role="group"
          aria-label="여러 게임 담기"
          // Wraps on the narrowest phones rather than pushing the main button off screen.
          className="sticky bottom-0 -mx-gutter mt-auto flex flex-wrap items-center gap-2 border-t border-border bg-background/95 px-gutter py-3 backdrop-blur"
        >
          <Button
            variant="outline"
            size="sm"
            disabled={visibleMapped.length === 0}
            onClick={() => setSelected(allVisibleChosen ? new Set() : new Set(visibleMapped.map((g) => g.id)))}
          >
            {allVisibleChosen ? '선택 해제' : '연결된 게임 모두 선택'}
          </Button>
          <Button className="grow basis-0" disabled={chosen.length === 0} onClick={() => collect.show({ kind: 'many', games: chosen })}>
            <FolderPlus aria-hidden />
            {chosen.length > 0 ? `${chosen.length}개 컬렉션에 담기` : '담을 게임을 골라주세요'}
          </Button>
        </div>
      )}

      <LazySlot mounted={suggestions.mounted}>
        <SteamSuggestionsSheet game={suggestions.target} open={suggestions.open} onOpenChange={suggestions.setOpen} />
      </LazySlot>
      <LazySlot mounted={collect.mounted}>
        <SteamCollectionSheet
          target={collect.target}
          open={collect.open}
          onOpenChange={collect.setOpen}
          onAdded={() => {
            if (collect.target?.kind === 'many') endSelection();
          }}
        />
      </LazySlot>
    </div>
  );
}

function LibraryEmpty({ filter, query }: { filter: SteamViewFilter; query: string }) {
  if (query !== '') {
    return (
      <EmptyState
        icon={<SearchSlash aria-hidden />}
        title="검색 결과가 없습니다"
        description={`‘${query}’에 맞는 게임이 없어요. Steam 이름이나 한글 이름으로 찾아보세요.`}
      />
    );
  }
  if (filter === 'mapped') return <EmptyState title="게임 정보가 연결된 게임이 없어요" />;
  if (filter === 'unmapped') return <EmptyState title="정보를 준비 중인 게임이 없어요" description="모든 게임의 정보가 연결되어 있어요." />;
  return <EmptyState title="Steam 게임이 없어요" description="Steam 라이브러리에 게임이 생기면 동기화로 불러와 주세요." />;
}

export { SteamLibraryScreen as Component };

/** Starts the library (all games, the screen's first view) and stats queries for a signed-in visitor. */
export const createLoader = (queryClient: QueryClient) => () => {
  if (useAuthStore.getState().isAuthenticated) {
    void queryClient.prefetchQuery(steamGamesQueryOptions(DEFAULT_STEAM_VIEW_FILTER));
    void queryClient.prefetchQuery(steamStatsQueryOptions());
  }
  return null;
};
