import { lazy, Suspense, useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Bell, BellOff, X } from 'lucide-react';
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
  formatPrice,
} from '@gameshelf/contracts';
import {
  Button,
  Chip,
  ChipGroup,
  EmptyState,
  ErrorState,
  GameCard,
  GameCardSkeleton,
  PriceTag,
  SortDropdown,
  UiLink,
  buttonVariants,
  useToast,
} from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { useGenres, genresQueryOptions } from '../../../entities/catalog/genres.ts';
import { GAME_LIST_COVER_SIZES } from '../../../entities/catalog/game-grid.ts';
import { priceTagProps } from '../../../entities/prices/price-tag-props.ts';
import { useLazySheet } from '../../../lib/use-lazy-sheet.ts';
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
const PriceAlertSheet = lazy(() => import('./price-alert-sheet.tsx').then((module) => ({ default: module.PriceAlertSheet })));
const platformOptions = PLATFORM_CODES.map((code) => ({ value: code, label: PLATFORM_LABELS[code] }));

/**
 * /wishlist (login required; spec 1 §2, issue 36): platform and genre chips and an on-sale chip; recent,
 * name, price or discount order; one row per game with its best price now, the regular price, the
 * lowest ever and the store, and its price alert's settings in a sheet. Removing is immediate with an
 * undo in the toast, and put back if the server refuses.
 */
export function WishlistScreen() {
  useDocumentTitle(TITLE);
  const [filters, setFilters] = useState<WishlistFilters>(DEFAULT_WISHLIST_FILTERS);
  const params = useMemo(() => toWishlistParams(filters), [filters]);
  const query = useWishlist(params);
  const genres = useGenres();
  const genreOptions = useMemo(() => (genres.data ?? []).map((g) => ({ value: String(g.id), label: g.displayName })), [genres.data]);
  const remove = useRemoveFromWishlist();
  const alertSheet = useLazySheet<WishlistEntry>();

  return (
    <div className="flex flex-1 flex-col">
      <h1 className="px-gutter pt-4 text-xl font-bold">{TITLE}</h1>
      <div role="group" aria-label="위시리스트 필터" className="flex flex-col gap-3 px-gutter pt-3">
        <div className="flex">
          <Chip selected={filters.onSale} onClick={() => setFilters((f) => ({ ...f, onSale: !f.onSale }))}>
            {wishlistMessages.onSale}
          </Chip>
        </div>
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
            <div aria-hidden className={LIST_CLASS}>
              {Array.from({ length: 6 }, (_, i) => (
                <GameCardSkeleton key={i} variant="list" />
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
              title={onlyOnSale(filters) ? wishlistMessages.emptyOnSaleTitle : wishlistMessages.emptyFilteredTitle}
              description={onlyOnSale(filters) ? wishlistMessages.emptyOnSaleDescription : undefined}
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
          <ul aria-label="위시리스트 게임 목록" className={LIST_CLASS}>
            {query.data.content.map((entry) => (
              <WishlistItem
                key={entry.gameId}
                entry={entry}
                onRemove={() => remove.mutate(entry)}
                onAlertSettings={() => alertSheet.show(entry)}
              />
            ))}
          </ul>
        )}
      </section>
      {alertSheet.mounted && (
        <Suspense fallback={null}>
          <PriceAlertSheet entry={alertSheet.target} open={alertSheet.open} onOpenChange={alertSheet.setOpen} />
        </Suspense>
      )}
    </div>
  );
}

/** Rows, one per game: the card, then its price and alert settings under the card's text. */
const LIST_CLASS = 'flex flex-col divide-y divide-border px-gutter';
const iconButtonClass =
  'flex size-10 shrink-0 items-center justify-center rounded-full text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring';

/** Only the on-sale chip narrows the list (its own empty state says so). */
const onlyOnSale = (filters: WishlistFilters) => filters.onSale && filters.platformCodes.length === 0 && filters.genreIds.length === 0;

function WishlistItem({ entry, onRemove, onAlertSettings }: { entry: WishlistEntry; onRemove: () => void; onAlertSettings: () => void }) {
  const title = gameDisplayName({ name: entry.gameName, nameKo: entry.gameNameKo });
  const alertOn = entry.priceAlertEnabled;
  return (
    <li className="flex min-w-0 flex-col pt-1 pb-3">
      <div className="flex items-start gap-1">
        <GameCard
          variant="list"
          className="flex-1"
          href={paths.game(entry.gameId)}
          title={title}
          originalTitle={entry.gameNameKo && entry.gameNameKo !== entry.gameName ? entry.gameName : null}
          {...cardCover(entry.gameCoverImageUrl, GAME_LIST_COVER_SIZES)}
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
          className={iconButtonClass}
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
      <div className="-mt-1 flex items-center gap-1 pl-[100px]">
        {entry.price ? (
          <PriceTag className="flex-1" {...priceTagProps(entry.price)} />
        ) : (
          <p className="flex-1 text-xs text-muted-foreground">{wishlistMessages.noPrice}</p>
        )}
        <button
          type="button"
          aria-label={`${title} ${wishlistMessages.alertSettings}`}
          data-slot="wishlist-alert"
          onClick={onAlertSettings}
          className={iconButtonClass}
        >
          {alertOn ? <Bell aria-hidden className="size-4" /> : <BellOff aria-hidden className="size-4" />}
        </button>
      </div>
      {alertOn && entry.targetPrice !== null && (
        <p className="pl-[100px] text-xs text-muted-foreground tabular-nums">
          {wishlistMessages.targetPrice} {formatPrice(entry.targetPrice * 100, 'KRW')}
        </p>
      )}
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
