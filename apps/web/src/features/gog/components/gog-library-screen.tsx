import { lazy, useMemo, useState } from 'react';
import { RefreshCw, SearchSlash } from 'lucide-react';
import { commonMessages, gogMessages, type GogLibraryGame, type GogSort } from '@gameshelf/contracts';
import { EmptyState, ErrorState, LoadingState, SearchInput, SortDropdown } from '@gameshelf/ui';
import { LazySlot } from '../../../components/lazy-slot.tsx';
import { StoreLibraryHeader } from '../../../components/store-library-header.tsx';
import { confirmInBrowser } from '../../../lib/browser-confirm.ts';
import { useProfile, profileQueryOptions } from '../../../entities/accounts/own-profile.ts';
import { syncClock } from '../../../entities/store-library/sync-cooldown.ts';
import { useConnectedToast } from '../../../entities/store-library/use-connected-toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLazySheet } from '../../../lib/use-lazy-sheet.ts';
import { useSecondsLeft } from '../../../entities/store-library/use-seconds-left.ts';
import { useDisconnectGog } from '../api/disconnect-gog.ts';
import { useGogGames, gogGamesQueryOptions } from '../api/get-gog-games.ts';
import { useGogStats, gogStatsQueryOptions } from '../api/get-gog-stats.ts';
import { gogCooldownEndsAt } from '../lib/gog-cooldown.ts';
import { DEFAULT_GOG_SORT, GOG_SORT_OPTIONS, isGogSort, viewGogLibrary } from '../lib/library-view.ts';
import { useGogLibrarySync } from '../lib/use-gog-library-sync.ts';
import { GogAuthExpiredBanner } from './gog-auth-expired-banner.tsx';
import { GogGameCard } from './gog-game-card.tsx';
import { GogSyncCard } from './gog-sync-card.tsx';
import type { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../../../lib/session/auth-store.ts';

/** The collection picker (and the sheet code) loads when first opened. */
export const loadCollectionSheet = () => import('./gog-collection-sheet.tsx');
const GogCollectionSheet = lazy(() => loadCollectionSheet().then((m) => ({ default: m.GogCollectionSheet })));

/** Where the connected toast's description comes from (spec 3 §2.3). */
const CONNECTED_TOAST = { description: gogMessages.connectedToastDescription };

/**
 * /gog/library, 'GOG 게임관리' (login; spec 3 §2.3): back to my page and 연결끊기 (a browser confirm)
 * in the header; the expired sign-in's banner, the sync card, search, count and sort over a two-column
 * grid, mapped games first, each to its page and to a collection.
 */
export function GogLibraryScreen() {
  useDocumentTitle(gogMessages.libraryTitle);
  const disconnect = useDisconnectGog();
  const askToDisconnect = () => {
    if (confirmInBrowser(gogMessages.disconnectConfirm)) disconnect.mutate();
  };
  return (
    <div className="flex flex-1 flex-col">
      <StoreLibraryHeader title={gogMessages.libraryTitle} onDisconnect={askToDisconnect} disconnecting={disconnect.isPending} />
      <GogLibrary />
    </div>
  );
}

function GogLibrary() {
  useConnectedToast(gogMessages.connectedToast, CONNECTED_TOAST);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<GogSort>(DEFAULT_GOG_SORT);
  // The banner: shown when a sync finds the sign-in expired or the stats say so; '나중에' hides it.
  const [syncFoundExpired, setSyncFoundExpired] = useState(false);
  const [bannerDismissed, setBannerDismissed] = useState(false);
  const games = useGogGames();
  const stats = useGogStats();
  const profile = useProfile();
  const gogLastSyncedAt = profile.data?.gogLastSyncedAt;
  const endsAt = useMemo(() => gogCooldownEndsAt(stats.data, gogLastSyncedAt, syncClock()), [stats.data, gogLastSyncedAt]);
  const secondsLeft = useSecondsLeft(endsAt);
  const sync = useGogLibrarySync({
    secondsLeft,
    onAuthExpired: () => {
      setSyncFoundExpired(true);
      setBannerDismissed(false);
    },
  });
  const picker = useLazySheet<GogLibraryGame>();

  const visible = useMemo(() => (games.data ? viewGogLibrary(games.data, query, sort) : []), [games.data, query, sort]);
  const showBanner = (syncFoundExpired || stats.data?.authExpired === true) && !bannerDismissed;

  return (
    <div className="flex flex-1 flex-col gap-4 px-gutter pt-4 pb-6">
      {showBanner && <GogAuthExpiredBanner onDismiss={() => setBannerDismissed(true)} />}
      <GogSyncCard
        lastSyncedAt={stats.data?.lastSyncedAt ?? gogLastSyncedAt ?? null}
        syncing={sync.syncing}
        cooldownSeconds={secondsLeft}
        onSync={sync.press}
      />

      <section aria-label="GOG 게임" aria-busy={games.isPending} className="flex flex-col gap-3">
        <SearchInput label="GOG 게임 검색" placeholder={gogMessages.searchPlaceholder} onDebouncedChange={setQuery} />
        <div className="flex items-center justify-between gap-2">
          <p aria-live="polite" className="text-sm text-muted-foreground tabular-nums">
            {games.data ? gogMessages.gameCount(visible.length) : ''}
          </p>
          <SortDropdown
            label="정렬"
            options={GOG_SORT_OPTIONS}
            value={sort}
            onChange={(value) => {
              if (isGogSort(value)) setSort(value);
            }}
            className="-mr-2.5"
          />
        </div>

        {games.isPending ? (
          <LoadingState label={commonMessages.loading} />
        ) : games.isError ? (
          <ErrorState
            title={gogMessages.libraryLoadFailed}
            message={games.error.message}
            retryLabel={commonMessages.retry}
            onRetry={() => {
              void games.refetch();
              void stats.refetch();
            }}
          />
        ) : visible.length === 0 ? (
          query !== '' ? (
            <EmptyState
              icon={<SearchSlash aria-hidden />}
              title={gogMessages.noSearchResults}
              description={`‘${query}’에 맞는 게임이 없어요. GOG 제목이나 한글 이름으로 찾아보세요.`}
            />
          ) : (
            <EmptyState
              icon={<RefreshCw aria-hidden />}
              title={gogMessages.noGames}
              description="동기화를 누르면 GOG 라이브러리의 게임을 불러와요."
            />
          )
        ) : (
          <ul aria-label="GOG 게임 목록" className="grid grid-cols-2 gap-x-3 gap-y-5">
            {visible.map((game) => (
              <GogGameCard key={game.id} game={game} onAddToCollection={() => picker.show(game)} />
            ))}
          </ul>
        )}
      </section>

      <LazySlot mounted={picker.mounted}>
        <GogCollectionSheet game={picker.target} open={picker.open} onOpenChange={picker.setOpen} />
      </LazySlot>
    </div>
  );
}

export { GogLibraryScreen as Component };

/** Starts the library, stats and own-profile (its last sync counts the cooldown) queries for a signed-in visitor. */
export const createLoader = (queryClient: QueryClient) => () => {
  if (useAuthStore.getState().isAuthenticated) {
    void queryClient.prefetchQuery(gogGamesQueryOptions());
    void queryClient.prefetchQuery(gogStatsQueryOptions());
    void queryClient.prefetchQuery(profileQueryOptions());
  }
  return null;
};
