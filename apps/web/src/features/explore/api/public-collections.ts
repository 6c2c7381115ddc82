import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { COLLECTIONS_PAGE_SIZE_DEFAULT, type CollectionPage, collectionPaths } from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';
import { collectionKeys } from '../../../lib/collection-keys.ts';

/** Public collections, newest first, or those matching `q` (name or owner's nickname, 초성 too). */
export function getPublicCollections(q: string, page: number, signal?: AbortSignal): Promise<CollectionPage> {
  const searchParams = { page, size: COLLECTIONS_PAGE_SIZE_DEFAULT, ...(q ? { q } : {}) };
  return api.get<CollectionPage>(q ? collectionPaths.publicCollectionsSearch : collectionPaths.publicCollections, { searchParams, signal });
}

export const publicCollectionsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: collectionKeys.publicList(q),
    queryFn: ({ pageParam, signal }) => getPublicCollections(q, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last: CollectionPage) => (last.last ? undefined : last.page + 1),
  });

export function usePublicCollections(q: string) {
  return useInfiniteQuery(publicCollectionsQueryOptions(q));
}
