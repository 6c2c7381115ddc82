import type { ReactNode } from 'react';
import { Check, FolderPlus, Plus } from 'lucide-react';
import { collectionMessages, commonMessages, type CollectionSummary } from '@gameshelf/contracts';
import { BottomSheet, Button, CollectionCoverGrid, ErrorState, LoadingState, UiLink, buttonVariants, cn } from '@gameshelf/ui';
import { paths } from '../config/paths.ts';
import { useCollectionsHolding, useMyCollections } from '../entities/collections/my-collections.ts';

export interface CollectionPickerSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sheet's heading; '컬렉션에 추가' by default. */
  title?: string;
  /** The line under the heading. */
  description?: ReactNode;
  /** A catalog game: the collections that hold it already are marked '추가됨' and cannot be picked. */
  gameId?: number | null;
  /** While an add is on its way every row waits. */
  pending?: boolean;
  /** Called with the collection the user tapped. */
  onPick: (collection: CollectionSummary) => void;
}

/**
 * Picking one of the user's collections in a half-height sheet (the game page's 'add to collection',
 * the Steam library's adds): each row shows the cover grid, count and visibility; a shortcut creates
 * a new collection.
 */
export function CollectionPickerSheet({
  open,
  onOpenChange,
  title = '컬렉션에 추가',
  description = '게임을 담을 컬렉션을 골라주세요.',
  gameId = null,
  pending = false,
  onPick,
}: CollectionPickerSheetProps) {
  const mine = useMyCollections(open);
  const holding = useCollectionsHolding(gameId, open);
  const holdingIds = new Set((holding.data ?? []).map((c) => c.id));

  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {mine.isPending ? (
        <LoadingState label={commonMessages.loading} />
      ) : mine.isError ? (
        <ErrorState
          title={collectionMessages.listLoadFailed}
          message={mine.error.message}
          retryLabel={commonMessages.retry}
          onRetry={() => void mine.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-3">
          {mine.data.length === 0 && <p className="text-sm text-muted-foreground">아직 컬렉션이 없어요. 새 컬렉션을 만들어 보세요.</p>}
          <ul aria-label="내 컬렉션" className="flex flex-col gap-1">
            {mine.data.map((collection) => {
              const added = holdingIds.has(collection.id);
              return (
                <li key={collection.id}>
                  <button
                    type="button"
                    disabled={added || pending}
                    onClick={() => onPick(collection)}
                    className="flex w-full items-center gap-3 rounded-lg p-2 text-left outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-default disabled:hover:bg-transparent"
                  >
                    <CollectionCoverGrid covers={collection.coverImageUrls} total={collection.totalGamesCount} size="thumb" />
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="truncate font-medium">
                        {collection.name}
                        {!added && <span className="sr-only">에 추가</span>}
                      </span>
                      <span className="text-xs text-muted-foreground">
                        {collection.totalGamesCount}개 게임 · {collection.isPublic ? '공개' : '비공개'}
                      </span>
                    </span>
                    {added ? (
                      <span className="flex items-center gap-1 text-xs font-medium text-primary">
                        <Check aria-hidden className="size-4" />
                        추가됨
                      </span>
                    ) : (
                      <Plus aria-hidden className="size-5 text-muted-foreground" />
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
          <UiLink href={paths.collectionNew} className={cn(buttonVariants({ variant: 'outline' }), 'w-full')}>
            <FolderPlus aria-hidden className="size-4" />새 컬렉션 만들기
          </UiLink>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            닫기
          </Button>
        </div>
      )}
    </BottomSheet>
  );
}
