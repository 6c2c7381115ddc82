import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { collectionMessages, commonMessages } from '@gameshelf/contracts';
import { EmptyState, ErrorState, SearchInput } from '@gameshelf/ui';
import { PublicCollectionItem } from '../../../components/public-collection-item.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useInfiniteScrollSentinel } from '../../../lib/use-infinite-scroll-sentinel.ts';
import { usePublicCollections } from '../api/public-collections.ts';

export interface PublicCollectionsScreenProps {
  /** '/explore' (탐색) or '/collections/public' (공개 컬렉션): the same browse, titled for where it was opened. */
  title: string;
}

/**
 * Public collections (issue 13): search by name or owner (Korean and 초성 too; the query lives in the
 * URL as `q`), cards with the cover rule, owner and likes, more as you scroll.
 */
export function PublicCollectionsScreen({ title }: PublicCollectionsScreenProps) {
  useDocumentTitle(title);
  const [searchParams, setSearchParams] = useSearchParams();
  const q = (searchParams.get('q') ?? '').trim();
  const query = usePublicCollections(q);
  const collections = useMemo(() => (query.data?.pages ?? []).flatMap((page) => page.content), [query.data]);
  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError;
  const sentinelRef = useInfiniteScrollSentinel<HTMLDivElement>(canLoadMore, () => void query.fetchNextPage());

  return (
    <div className="flex flex-1 flex-col">
      <h1 className="px-gutter pt-4 text-xl font-bold">{title}</h1>
      <div role="search" className="px-gutter pt-3">
        <SearchInput
          key={q}
          label="컬렉션 검색"
          placeholder="컬렉션 이름이나 닉네임으로 검색"
          defaultValue={q}
          maxLength={100}
          onDebouncedChange={(value) => setSearchParams(value.trim() ? { q: value.trim() } : {}, { replace: true })}
        />
      </div>
      <section aria-label="공개 컬렉션" aria-busy={query.isPending || query.isFetchingNextPage} className="flex-1 py-4">
        {query.isPending ? (
          <p role="status" className="px-gutter text-sm text-muted-foreground">
            {commonMessages.loading}
          </p>
        ) : query.isError && collections.length === 0 ? (
          <ErrorState
            title={collectionMessages.listLoadFailed}
            message={query.error.message}
            retryLabel={commonMessages.retry}
            onRetry={() => void query.refetch()}
          />
        ) : collections.length === 0 ? (
          <EmptyState
            title={q ? '검색 결과가 없습니다.' : '아직 공개된 컬렉션이 없어요'}
            description={q ? '다른 이름이나 닉네임으로 찾아보세요.' : undefined}
          />
        ) : (
          <>
            <ul aria-label="컬렉션 목록" className="grid grid-cols-3 gap-x-3 gap-y-5 px-gutter min-[480px]:grid-cols-4">
              {collections.map((collection) => (
                <PublicCollectionItem key={collection.id} collection={collection} />
              ))}
            </ul>
            {query.isFetchingNextPage && (
              <p role="status" className="px-gutter pt-4 text-sm text-muted-foreground">
                {commonMessages.loading}
              </p>
            )}
            <div ref={sentinelRef} aria-hidden className="h-px" />
          </>
        )}
      </section>
    </div>
  );
}

/** /collections/public: every public collection. */
export function Component() {
  return <PublicCollectionsScreen title="공개 컬렉션" />;
}
