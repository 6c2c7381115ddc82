import { formatCount } from '@gameshelf/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatSeoulDateTime } from '../../../lib/korean-date.ts';
import { buttonVariants, EmptyState } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { ADMIN_LIST_SIZE } from '../api/admin-keys.ts';
import { useAdminNotices } from '../api/notices.ts';
import { adminQueryState } from './admin-query-state.tsx';
import { AdminShell } from './admin-shell.tsx';
import { Pager } from './pager.tsx';

function NoticeList() {
  const [page, setPage] = useState(0);
  const query = useAdminNotices(page);
  const state = adminQueryState(query, '공지사항을 불러오지 못했습니다.');
  if (state || !query.data) return state;
  const { content, totalElements } = query.data;
  return (
    <div className="flex flex-1 flex-col">
      <div className="flex items-center justify-between gap-2 px-gutter pt-4 pb-2">
        <p className="text-sm text-muted-foreground">공지사항 {formatCount(totalElements)}개</p>
        <Link to={paths.adminNoticeNew} className={buttonVariants({ size: 'sm' })}>
          새 공지 작성
        </Link>
      </div>
      {content.length === 0 ? (
        <EmptyState className="flex-1" title="등록된 공지사항이 없습니다." />
      ) : (
        <ul aria-label="공지사항 목록">
          {content.map((notice) => (
            <li key={notice.id} className="border-b border-border">
              <Link
                to={paths.adminNoticeEdit(notice.id)}
                className="flex flex-col gap-1 px-gutter py-3 hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
              >
                <span className="font-medium break-keep">
                  {notice.isImportant && <span className="mr-1.5 text-sm font-semibold text-primary">[중요]</span>}
                  {notice.title}
                </span>
                <span className="text-xs text-muted-foreground tabular-nums">
                  {formatSeoulDateTime(notice.createdAt)} · 조회 {formatCount(notice.viewCount)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} size={ADMIN_LIST_SIZE} totalElements={totalElements} onChange={setPage} />
    </div>
  );
}

/** /admin/notices: every notice, newest first, each opening the editor. */
export function AdminNoticesScreen() {
  return (
    <AdminShell title="공지사항 관리">
      <NoticeList />
    </AdminShell>
  );
}

export { AdminNoticesScreen as Component };
