import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminMessages, type AdminUserSummary } from '@gameshelf/contracts';
import { BackHeader, ErrorState, LoadingState } from '@gameshelf/ui';
import { AccessDenied } from '../../../components/access-denied.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAdminUsers } from '../api/search-admin-users.ts';
import { adminErrorMessage, isForbidden } from '../lib/admin-error.ts';
import { AdminUserList } from './admin-user-list.tsx';
import { UserActivityPanel } from './user-activity-panel.tsx';

/**
 * /admin/user-activity (spec 3 §2.4), without the app's header and navigation: the user list with its
 * filter, then the chosen user's stats, filters and timeline; back goes home. A 403 from the server
 * shows the access-denied page.
 */
export function AdminUserActivityScreen() {
  useDocumentTitle(adminMessages.activityTitle);
  const navigate = useNavigate();
  const users = useAdminUsers();
  const [selected, setSelected] = useState<AdminUserSummary | null>(null);

  if (users.isError && isForbidden(users.error)) return <AccessDenied />;

  const list = users.data?.pages.flatMap((page) => page.content) ?? [];
  return (
    <div className="flex min-h-dvh flex-col">
      <BackHeader title={adminMessages.activityTitle} backLabel="홈으로" onBack={() => void navigate(paths.home)} />
      <div className="flex flex-1 flex-col gap-6 px-gutter py-4">
        {users.isPending ? (
          <LoadingState label="사용자 목록을 불러오는 중..." spacing="xl" />
        ) : users.isError ? (
          <ErrorState title={adminErrorMessage(users.error)} message="잠시 후 다시 시도해 주세요." onRetry={() => void users.refetch()} />
        ) : (
          <AdminUserList
            users={list}
            selectedId={selected?.id ?? null}
            onSelect={setSelected}
            onLoadMore={users.hasNextPage ? () => void users.fetchNextPage() : undefined}
            loadingMore={users.isFetchingNextPage}
          />
        )}
        {selected ? (
          <UserActivityPanel key={selected.id} user={selected} />
        ) : (
          !users.isPending &&
          !users.isError &&
          list.length > 0 && <p className="text-center text-sm text-muted-foreground">{adminMessages.selectUser}</p>
        )}
      </div>
    </div>
  );
}

export { AdminUserActivityScreen as Component };
