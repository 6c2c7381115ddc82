import { useInfiniteQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE_DEFAULT, searchAdminUsers, type AdminUserPage } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** The user search with an empty query: every user, newest first, a page at a time. */
export const useAdminUsers = () =>
  useInfiniteQuery({
    queryKey: adminKeys.users(),
    queryFn: ({ pageParam, signal }) =>
      call(searchAdminUsers, {
        query: { query: '', page: pageParam, size: ADMIN_PAGE_SIZE_DEFAULT },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last: AdminUserPage) => (last.last ? undefined : last.page + 1),
    retry: false,
  });
