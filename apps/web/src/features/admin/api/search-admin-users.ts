import { useInfiniteQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE_DEFAULT, adminPaths, type AdminUserPage } from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** `GET /api/admin/users/search?query=` with an empty query: every user, newest first, a page at a time. */
export const useAdminUsers = () =>
  useInfiniteQuery({
    queryKey: adminKeys.users(),
    queryFn: ({ pageParam, signal }) =>
      api.get<AdminUserPage>(adminPaths.adminUserSearch, {
        searchParams: { query: '', page: pageParam, size: ADMIN_PAGE_SIZE_DEFAULT },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last: AdminUserPage) => (last.last ? undefined : last.page + 1),
    retry: false,
  });
