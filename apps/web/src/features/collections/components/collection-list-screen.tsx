import { useMemo, useState } from 'react';
import { Plus } from 'lucide-react';
import { collectionMessages, commonMessages } from '@gameshelf/contracts';
import { buttonVariants, cn, CollectionCard, EmptyState, ErrorState, LoadingState, SortDropdown, UiLink } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useMyCollections } from '../../../entities/collections/my-collections.ts';
import { COLLECTION_LIST_SORTS, sortCollections, type CollectionListSort } from '../lib/collection-views.ts';

const TITLE = '내 컬렉션';

/** /collection (login; spec 2 §2): the user's collections, sorted on the client, and a floating 'new' button. */
export function CollectionListScreen() {
  useDocumentTitle(TITLE);
  const query = useMyCollections();
  const [sort, setSort] = useState<CollectionListSort>('recent');
  const collections = useMemo(() => sortCollections(query.data ?? [], sort), [query.data, sort]);

  return (
    <div className="relative flex flex-1 flex-col">
      <div className="flex items-center justify-between gap-2 px-gutter pt-4">
        <h1 className="text-xl font-bold">{TITLE}</h1>
        <SortDropdown
          label="정렬"
          options={COLLECTION_LIST_SORTS}
          value={sort}
          onChange={(value) => setSort(value as CollectionListSort)}
        />
      </div>
      <section aria-label="컬렉션" aria-busy={query.isPending} className="flex-1 py-4">
        {query.isPending ? (
          <LoadingState label={commonMessages.loading} />
        ) : query.isError ? (
          <ErrorState
            title={collectionMessages.listLoadFailed}
            message={query.error.message}
            retryLabel={commonMessages.retry}
            onRetry={() => void query.refetch()}
          />
        ) : collections.length === 0 ? (
          <EmptyState
            title="아직 컬렉션이 없어요"
            description="좋아하는 게임을 모아 나만의 컬렉션을 만들어 보세요."
            action={
              <UiLink href={paths.collectionNew} className={buttonVariants({ variant: 'primary' })}>
                새 컬렉션 만들기
              </UiLink>
            }
          />
        ) : (
          <ul aria-label="내 컬렉션 목록" className="grid grid-cols-3 gap-x-3 gap-y-5 px-gutter min-[480px]:grid-cols-4">
            {collections.map((collection) => (
              <li key={collection.id} className="min-w-0">
                <CollectionCard
                  href={paths.collectionDetail(collection.id)}
                  name={collection.name}
                  gameCount={collection.totalGamesCount}
                  covers={collection.coverImageUrls}
                  isPublic={collection.isPublic}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <UiLink
        href={paths.collectionNew}
        aria-label="새 컬렉션"
        className={cn(
          buttonVariants({ variant: 'primary', size: 'fab' }),
          'fixed right-[max(1rem,calc(50vw-300px+1rem))] bottom-[calc(var(--spacing-bottom-nav,4rem)+1rem)] z-fab',
        )}
      >
        <Plus aria-hidden className="size-6" />
      </UiLink>
    </div>
  );
}

export { CollectionListScreen as Component };
