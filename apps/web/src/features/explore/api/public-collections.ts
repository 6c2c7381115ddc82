import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { COLLECTIONS_PAGE_SIZE_DEFAULT, type CollectionPage, pagePublicCollections, searchPublicCollections } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { collectionKeys } from '../../../entities/collections/collection-keys.ts';

/** Public collections, newest first, or those matching `q` (name or owner's nickname, 초성 too). */
export function getPublicCollections(q: string, page: number, signal?: AbortSignal): Promise<CollectionPage> {
  const query = { page, size: COLLECTIONS_PAGE_SIZE_DEFAULT };
  return q ? call(searchPublicCollections, { query: { ...query, q }, signal }) : call(pagePublicCollections, { query, signal });
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
