import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { NOTICES_PAGE_SIZE, type NoticePage, getNotice, pageNotices } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';

const noticeKeys = {
  all: ['notices'] as const,
  list: () => [...noticeKeys.all, 'list'] as const,
  detail: (id: number) => [...noticeKeys.all, 'detail', id] as const,
};

export const noticePagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: noticeKeys.list(),
    queryFn: ({ pageParam, signal }) => call(pageNotices, { query: { page: pageParam, size: NOTICES_PAGE_SIZE }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last: NoticePage) => (last.last ? undefined : last.page + 1),
  });

/** Notices, newest first, 20 at a time (spec 2 §2). */
export const useNoticePages = () => useInfiniteQuery(noticePagesQueryOptions());

export const noticeQueryOptions = (id: number) =>
  queryOptions({ queryKey: noticeKeys.detail(id), queryFn: ({ signal }) => call(getNotice, { params: { id }, signal }) });

/** One notice with its markdown; no request for an id that is not a positive number. */
export const useNotice = (id: number | null) => useQuery({ ...noticeQueryOptions(id ?? 0), enabled: id !== null });
