import { lazy, Suspense, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Heart, Pencil, Share2 } from 'lucide-react';
import { useLocation, useNavigate, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import {
  PLAY_STATUS_LABELS,
  PLAY_STATUSES,
  PRIVATE_COLLECTION_CODE,
  collectionMessages,
  commonMessages,
  type Collection,
  type CollectionGame,
} from '@gameshelf/contracts';
import {
  Avatar,
  BackHeader,
  Badge,
  Button,
  ErrorState,
  formatWon,
  LoadingState,
  NotFoundState,
  PrivateContentNotice,
  ProgressBar,
  SegmentedControl,
  SortDropdown,
  StatTile,
  UiLink,
  buttonVariants,
  useToast,
} from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { collectionKeys } from '../../../entities/collections/collection-keys.ts';
import { saveRedirectPath, toPathString } from '../../../lib/redirect-path.ts';
import { useLoginPrompt } from '../../../lib/session/use-login-prompt.ts';
import { usePersonalFlagsReady, useSession } from '../../../lib/session/use-session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { collectionQueryOptions, removeGameRequest, useCollection, useToggleLike } from '../api/collections.ts';
import { collectionBackTarget, GAME_SORTS, shelfGames, type GameFilter, type GameSort } from '../lib/collection-views.ts';
import { HydrateLater } from '../../../lib/hydrate-later.tsx';
import { thumbnailCover } from '../../../entities/catalog/thumbnail-cover.ts';

/** The owner's menu (edit, delete with its confirmation) brings menu and dialog code: loaded for the owner only. */
const OwnerMenu = lazy(() => import('./collection-owner-menu.tsx').then((module) => ({ default: module.CollectionOwnerMenu })));

const FILTERS: { value: GameFilter; label: string }[] = [
  { value: 'ALL', label: '전체' },
  ...PLAY_STATUSES.map((s) => ({ value: s, label: PLAY_STATUS_LABELS[s] })),
];

/**
 * A collection: /collection/{id} (the owner's view) and /collection/public/{id} (for sharing). Private
 * collections answer their owner only; everyone else sees a notice (spec 2 §2).
 */
export function CollectionDetailScreen({ publicVariant = false }: { publicVariant?: boolean }) {
  const { collectionId } = useParams();
  const id = collectionId && /^\d+$/.test(collectionId) ? Number(collectionId) : null;
  const query = useCollection(id);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const back = collectionBackTarget(search, publicVariant);
  const goBack = () => void navigate(back.to, back.state ? { state: back.state } : undefined);
  useDocumentTitle(query.data?.name ?? '컬렉션');

  const header = (title: string, rightSlot?: React.ReactNode) => <BackHeader title={title} onBack={goBack} rightSlot={rightSlot} />;
  if (id === null || (query.error instanceof ApiError && query.error.isNotFound)) {
    return (
      <div className="flex flex-1 flex-col">
        {header('컬렉션')}
        <CollectionNotFound />
      </div>
    );
  }
  if (query.isPending) {
    return (
      <div className="flex flex-1 flex-col">
        {header('컬렉션')}
        <LoadingState className="flex-1" label={commonMessages.loading} />
      </div>
    );
  }
  if (query.isError) {
    const isPrivate = query.error instanceof ApiError && query.error.code === PRIVATE_COLLECTION_CODE;
    return (
      <div className="flex flex-1 flex-col">
        {header('컬렉션')}
        {isPrivate ? (
          <PrivateCollection />
        ) : (
          <ErrorState
            title={collectionMessages.loadFailed}
            message={query.error.message}
            retryLabel={commonMessages.retry}
            onRetry={() => void query.refetch()}
          />
        )}
      </div>
    );
  }
  const collection = query.data;
  return (
    <div className="flex flex-1 flex-col">
      {header(
        collection.name,
        <div className="flex items-center">
          <ShareButton collection={collection} />
          {collection.isOwner && (
            <Suspense fallback={<span aria-hidden className="size-10" />}>
              <OwnerMenu collection={collection} />
            </Suspense>
          )}
        </div>,
      )}
      <CollectionBody collection={collection} publicVariant={publicVariant} />
    </div>
  );
}

function CollectionBody({ collection, publicVariant }: { collection: Collection; publicVariant: boolean }) {
  const [filter, setFilter] = useState<GameFilter>('ALL');
  const [sort, setSort] = useState<GameSort>('recent');
  const games = shelfGames(collection.games, filter, sort);
  const owner = collection.ownerDisplayName ?? collection.ownerUsername;

  return (
    <div className="flex flex-col gap-5 px-gutter py-5 pb-24">
      <div className="flex items-center gap-2">
        <p aria-hidden className="min-w-0 truncate text-xl font-bold">
          {collection.name}
        </p>
        {!publicVariant && <Badge variant={collection.isPublic ? 'public' : 'private'}>{collection.isPublic ? '공개' : '비공개'}</Badge>}
      </div>

      {!collection.isOwner && (
        <UiLink
          href={`${paths.user(collection.ownerUsername)}?from=collection-detail`}
          data-slot="collection-owner"
          className="flex items-center gap-3 rounded-xl border border-border bg-card p-3 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Avatar src={collection.ownerProfileImageUrl} name={owner} />
          <span className="flex min-w-0 flex-col">
            <span className="truncate font-medium">{owner}</span>
            {collection.ownerBio && <span className="truncate text-xs text-muted-foreground">{collection.ownerBio}</span>}
          </span>
        </UiLink>
      )}

      <div role="group" aria-label="컬렉션 통계" className="grid grid-cols-3 gap-2">
        {collection.isOwner ? (
          <>
            <StatTile label="좋아요" value={`${collection.likesCount}개`} />
            <StatTile label="플레이 시간" value={`${collection.totalPlaytimeHours}시간`} />
            <StatTile label="구매 금액" value={formatWon(collection.totalSpentAmount ?? 0)} />
          </>
        ) : (
          <>
            <StatTile label="총 게임" value={`${collection.totalGamesCount}개`} />
            <StatTile label="클리어" value={`${collection.completedGamesCount}개`} />
            <StatTile label="플레이 시간" value={`${collection.totalPlaytimeHours}시간`} />
          </>
        )}
      </div>
      <ProgressBar label="클리어 진행률" value={collection.progressPercentage} />

      <div className="flex flex-col gap-3">
        <SegmentedControl<GameFilter> label="플레이 상태" options={FILTERS} value={filter} onChange={setFilter} />
        <div className="flex items-center justify-between">
          <p className="text-sm text-muted-foreground tabular-nums">{games.length}개 게임</p>
          <SortDropdown label="정렬" options={GAME_SORTS} value={sort} onChange={(value) => setSort(value as GameSort)} />
        </div>
        {collection.games.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">아직 담긴 게임이 없어요.</p>
        ) : (
          <ul aria-label="컬렉션 게임 목록" className="flex flex-col divide-y divide-border">
            {games.map((game, index) => (
              <HydrateLater key={game.gameId}>
                <GameRow collection={collection} game={game} onFirstScreen={index < FIRST_SCREEN_ROWS} />
              </HydrateLater>
            ))}
          </ul>
        )}
      </div>

      {!collection.isOwner && <LikeBar collection={collection} />}
    </div>
  );
}

/** Rows on a phone's first screen: their covers load with the page, not once a layout has found them. */
const FIRST_SCREEN_ROWS = 8;

function GameRow({ collection, game, onFirstScreen }: { collection: Collection; game: CollectionGame; onFirstScreen: boolean }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const title = game.gameNameKo ?? game.gameName;
  const cover = game.localizedCoverImageUrl ?? game.coverImageUrl;
  const remove = async () => {
    try {
      await removeGameRequest(collection.id, game.gameId);
      queryClient.setQueryData<Collection>(collectionKeys.detail(collection.id), (current) =>
        current
          ? { ...current, games: current.games.filter((g) => g.gameId !== game.gameId), totalGamesCount: current.totalGamesCount - 1 }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: collectionKeys.detail(collection.id) });
      toast.success(collectionMessages.gameRemoved);
    } catch {
      toast.error(collectionMessages.removeGameFailed);
    }
  };
  return (
    <li className="flex items-center gap-3 py-3">
      <UiLink
        href={`${paths.game(game.gameId)}?from=collection&collectionId=${collection.id}`}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {cover ? (
          <img
            {...thumbnailCover(cover, 48)}
            alt=""
            className="h-16 w-12 shrink-0 rounded-md bg-muted object-cover"
            loading={onFirstScreen ? 'eager' : 'lazy'}
          />
        ) : (
          <span aria-hidden className="h-16 w-12 shrink-0 rounded-md bg-muted" />
        )}
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className="font-medium break-words">{title}</span>
          <span className="text-xs text-muted-foreground">
            {PLAY_STATUS_LABELS[game.playStatus]}
            {game.playStatus !== 'BACKLOG' && ` · ${game.playtimeHours}시간`}
            {game.playStatus === 'PLAYING' && ` · ${game.completionPercentage}%`}
          </span>
        </span>
      </UiLink>
      {collection.isOwner && (
        <div className="flex shrink-0 items-center">
          <UiLink
            href={paths.collectedGameEdit(collection.id, game.gameId)}
            aria-label={`${title} 정보 수정`}
            className={buttonVariants({ variant: 'ghost', size: 'icon' })}
          >
            <Pencil aria-hidden className="size-4" />
          </UiLink>
          <Button variant="ghost" size="sm" onClick={() => void remove()} aria-label={`${title} 컬렉션에서 제거`}>
            제거
          </Button>
        </div>
      )}
    </li>
  );
}

function LikeBar({ collection }: { collection: Collection }) {
  const { isAuthenticated } = useSession();
  const promptLogin = useLoginPrompt();
  const toast = useToast();
  const like = useToggleLike(collection.id, () => toast.error(collectionMessages.likeFailed));
  const flagsReady = usePersonalFlagsReady();
  return (
    <div className="fixed right-0 bottom-0 left-0 z-nav mx-auto flex max-w-[600px] gap-2 border-t border-border bg-background/95 px-gutter pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur">
      <Button
        variant={collection.isLiked ? 'primary' : 'outline'}
        className="grow basis-0"
        aria-pressed={collection.isLiked}
        aria-busy={like.isPending || undefined}
        disabled={!flagsReady}
        onClick={() => (isAuthenticated ? !like.isPending && like.mutate() : promptLogin())}
      >
        <Heart aria-hidden className={collection.isLiked ? 'size-4 fill-current' : 'size-4'} />
        좋아요 <span className="tabular-nums">{collection.likesCount}</span>
      </Button>
      <ShareButton collection={collection} variant="outline" />
    </div>
  );
}

function ShareButton({ collection, variant = 'ghost' }: { collection: Collection; variant?: 'ghost' | 'outline' }) {
  const toast = useToast();
  const share = async () => {
    const url = `${window.location.origin}${paths.publicCollection(collection.id)}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: collection.name, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success('링크를 복사했어요.');
    } catch {
      toast.error('링크를 복사하지 못했어요.');
    }
  };
  return (
    <Button variant={variant} size={variant === 'ghost' ? 'icon' : 'md'} aria-label="공유" onClick={() => void share()}>
      <Share2 aria-hidden className="size-4" />
      {variant === 'outline' && '공유'}
    </Button>
  );
}

function PrivateCollection() {
  const { isAuthenticated } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <PrivateContentNotice
      className="flex-1"
      title="비공개 컬렉션입니다"
      description="이 컬렉션은 소유자만 볼 수 있어요."
      action={
        <div className="flex flex-col items-center gap-2">
          {!isAuthenticated && (
            <>
              <p className="text-sm text-muted-foreground">컬렉션 주인이신가요?</p>
              <Button
                onClick={() => {
                  saveRedirectPath(toPathString(location));
                  void navigate(paths.login, { state: { from: location } });
                }}
              >
                로그인
              </Button>
            </>
          )}
          <UiLink href={paths.home} className={buttonVariants({ variant: 'outline' })}>
            홈으로 가기
          </UiLink>
        </div>
      }
    />
  );
}

function CollectionNotFound() {
  const { isAuthenticated } = useSession();
  return (
    <NotFoundState
      className="flex-1"
      title={collectionMessages.notFound}
      description={
        isAuthenticated ? '삭제되었거나 주소가 잘못되었어요.' : '삭제되었거나 주소가 잘못되었어요. 공개된 다른 컬렉션을 둘러보세요.'
      }
      action={
        <UiLink href={isAuthenticated ? paths.collection : paths.explore} className={buttonVariants({ variant: 'primary' })}>
          {isAuthenticated ? '내 컬렉션으로' : '컬렉션 둘러보기'}
        </UiLink>
      }
    />
  );
}

/** /collection/{id}: the collection as its owner (or any viewer of a public one) opens it. */
export { CollectionDetailScreen as Component };

/** Starts the collection's query, without blocking navigation (and with it the server's render). */
export const createLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const { collectionId } = params;
    if (collectionId && /^\d+$/.test(collectionId)) void queryClient.prefetchQuery(collectionQueryOptions(Number(collectionId)));
    return null;
  };
