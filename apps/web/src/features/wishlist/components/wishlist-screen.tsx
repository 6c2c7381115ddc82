import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import {
  commonMessages,
  gameDisplayName,
  PLATFORM_CODES,
  PLATFORM_LABELS,
  type PlatformCode,
  type WishlistEntry,
  type WishlistSort,
  wishlistMessages,
  formatCount,
} from '@gameshelf/contracts';
import {
  Button,
  ChipGroup,
  EmptyState,
  ErrorState,
  GameCard,
  GameCardSkeleton,
  SortDropdown,
  UiLink,
  buttonVariants,
  useToast,
} from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { useGenres, genresQueryOptions } from '../../../entities/catalog/genres.ts';
import { GAME_GRID_CLASS, GAME_GRID_COVER_SIZES } from '../../../entities/catalog/game-grid.ts';
import { cardCover } from '../../../entities/catalog/thumbnail-cover.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import {
  addToWishlist,
  removeCachedWishlistEntry,
  removeFromWishlist,
  setCachedWishlistFlag,
  wishlistErrorMessage,
  wishlistKeys,
} from '../../../entities/wishlist/wishlist.ts';
import { useWishlist, wishlistQueryOptions } from '../api/get-wishlist.ts';
import {
  DEFAULT_WISHLIST_FILTERS,
  hasWishlistFilters,
  toWishlistParams,
  WISHLIST_SORT_OPTIONS,
  type WishlistFilters,
} from '../lib/wishlist-filters.ts';
import type { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '../../../lib/session/auth-store.ts';

const TITLE = '위시리스트';
const platformOptions = PLATFORM_CODES.map((code) => ({ value: code, label: PLATFORM_LABELS[code] }));

/**
 * /wishlist (login required; spec 1 §2): platform and genre chips, recent or name order, a 3-column
 * grid (4 from 480 px). Removing is immediate with an undo in the toast, and put back if the server refuses.
 */
export function WishlistScreen() {
  useDocumentTitle(TITLE);
  const [filters, setFilters] = useState<WishlistFilters>(DEFAULT_WISHLIST_FILTERS);
  const params = useMemo(() => toWishlistParams(filters), [filters]);
  const query = useWishlist(params);
  const genres = useGenres();
  const genreOptions = useMemo(() => (genres.data ?? []).map((g) => ({ value: String(g.id), label: g.displayName })), [genres.data]);
  const remove = useRemoveFromWishlist();

  return (
    <div className="flex flex-1 flex-col">
      <h1 className="px-gutter pt-4 text-xl font-bold">{TITLE}</h1>
      <div role="group" aria-label="위시리스트 필터" className="flex flex-col gap-3 px-gutter pt-3">
        <ChipGroup
          label="플랫폼"
          options={platformOptions}
          value={filters.platformCodes}
          onChange={(next) => setFilters((f) => ({ ...f, platformCodes: next as PlatformCode[] }))}
        />
        {genreOptions.length > 0 && (
          <ChipGroup
            label="장르"
            options={genreOptions}
            value={filters.genreIds.map(String)}
            onChange={(next) => setFilters((f) => ({ ...f, genreIds: next.map(Number) }))}
          />
        )}
      </div>
      <div className="flex items-center justify-between gap-2 px-gutter py-3">
        <p aria-live="polite" className="text-sm text-muted-foreground tabular-nums">
          {query.data ? `${formatCount(query.data.totalElements)}개 게임` : ''}
        </p>
        <SortDropdown
          label="정렬"
          options={WISHLIST_SORT_OPTIONS}
          value={filters.sortBy}
          onChange={(sortBy) => setFilters((f) => ({ ...f, sortBy: sortBy as WishlistSort }))}
        />
      </div>

      <section aria-label="위시리스트 게임" aria-busy={query.isPending} className="flex-1 pb-6">
        {query.isPending ? (
          <>
            <p role="status" className="sr-only">
              {commonMessages.loading}
            </p>
            <div aria-hidden className={GAME_GRID_CLASS}>
              {Array.from({ length: 9 }, (_, i) => (
                <GameCardSkeleton key={i} variant="grid" />
              ))}
            </div>
          </>
        ) : query.isError ? (
          <ErrorState
            title={wishlistMessages.loadFailed}
            message={query.error.message}
            retryLabel={commonMessages.retry}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.content.length === 0 ? (
          hasWishlistFilters(filters) ? (
            <EmptyState
              title={wishlistMessages.emptyFilteredTitle}
              action={
                <Button variant="outline" onClick={() => setFilters((f) => ({ ...DEFAULT_WISHLIST_FILTERS, sortBy: f.sortBy }))}>
                  필터 초기화
                </Button>
              }
            />
          ) : (
            <EmptyState
              title={wishlistMessages.emptyTitle}
              description={wishlistMessages.emptyDescription}
              action={
                <UiLink href={paths.games} className={buttonVariants({ variant: 'primary' })}>
                  {wishlistMessages.browseGames}
                </UiLink>
              }
            />
          )
        ) : (
          <ul aria-label="위시리스트 게임 목록" className={GAME_GRID_CLASS}>
            {query.data.content.map((entry) => (
              <WishlistItem key={entry.gameId} entry={entry} onRemove={() => remove.mutate(entry)} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function WishlistItem({ entry, onRemove }: { entry: WishlistEntry; onRemove: () => void }) {
  const title = gameDisplayName({ name: entry.gameName, nameKo: entry.gameNameKo });
  return (
    <li className="relative min-w-0">
      <GameCard
        variant="grid"
        href={paths.game(entry.gameId)}
        title={title}
        originalTitle={entry.gameNameKo && entry.gameNameKo !== entry.gameName ? entry.gameName : null}
        {...cardCover(entry.gameCoverImageUrl, GAME_GRID_COVER_SIZES)}
        platforms={entry.platformCodes.map((code) => PLATFORM_LABELS[code])}
        genres={
          entry.genreNamesKo.length === entry.genreNames.length && entry.genreNamesKo.length > 0 ? entry.genreNamesKo : entry.genreNames
        }
      />
      <button
        type="button"
        aria-label={`${title} 위시리스트에서 제거`}
        data-slot="wishlist-remove"
        onClick={onRemove}
        className="absolute top-1.5 right-1.5 flex size-8 items-center justify-center rounded-full bg-background/90 text-foreground shadow-sm outline-none hover:bg-background focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X aria-hidden className="size-4" />
      </button>
    </li>
  );
}

/** Removes at once; the toast offers undo (adds it back). A refused removal puts the entry back. */
function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const undo = useMutation({
    mutationFn: (gameId: number) => addToWishlist(gameId),
    onSuccess: (_answer, gameId) => {
      setCachedWishlistFlag(queryClient, gameId, true);
      void queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
    },
    onError: (error) => toast.error(wishlistErrorMessage(error, false)),
    retry: false,
  });
  return useMutation({
    mutationFn: (entry: WishlistEntry) => removeFromWishlist(entry.gameId),
    onMutate: (entry) => {
      setCachedWishlistFlag(queryClient, entry.gameId, false);
      return { snapshot: removeCachedWishlistEntry(queryClient, entry.gameId) };
    },
    onSuccess: (_answer, entry) =>
      toast.success(wishlistMessages.removed, { action: { label: wishlistMessages.undo, onClick: () => undo.mutate(entry.gameId) } }),
    onError: (error, entry, context) => {
      setCachedWishlistFlag(queryClient, entry.gameId, true);
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      toast.error(wishlistErrorMessage(error, true));
    },
    retry: false,
  });
}

export { WishlistScreen as Component };

/** Starts the wishlist and genre queries for a signed-in visitor (the guard sends guests to login). */
export const createLoader = (queryClient: QueryClient) => () => {
  if (useAuthStore.getState().isAuthenticated)
    void queryClient.prefetchQuery(wishlistQueryOptions(toWishlistParams(DEFAULT_WISHLIST_FILTERS)));
  void queryClient.prefetchQuery(genresQueryOptions());
  return null;
};
