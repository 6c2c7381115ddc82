import { useNavigate, useParams } from 'react-router-dom';
import { noticeMessages } from '@gameshelf/contracts';
import { Button, NotFoundState } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAdminNotice } from '../api/notices.ts';
import { parseAdminNoticeId } from '../lib/notice-form.ts';
import { adminQueryState } from './admin-query-state.tsx';
import { AdminShell } from './admin-shell.tsx';
import { NoticeEditorForm } from './notice-editor-form.tsx';

function EditNotice({ raw }: { raw: string }) {
  const navigate = useNavigate();
  const id = parseAdminNoticeId(raw);
  const query = useAdminNotice(id);
  const missing = id === null || (query.error instanceof ApiError && (query.error.isNotFound || query.error.status === 400));
  if (missing)
    return (
      <NotFoundState
        className="flex-1"
        title={id === null ? noticeMessages.invalidId : noticeMessages.notFound}
        action={<Button onClick={() => void navigate(paths.adminNotices)}>공지사항 목록</Button>}
      />
    );
  const state = adminQueryState(query, noticeMessages.loadFailed);
  if (state || !query.data) return state;
  return <NoticeEditorForm key={query.data.id} notice={query.data} />;
}

/** /admin/notices/new and /admin/notices/{id}/edit. */
export function NoticeEditorScreen() {
  const { noticeId } = useParams();
  return (
    <AdminShell title={noticeId === undefined ? '새 공지 작성' : '공지 수정'}>
      {noticeId === undefined ? <NoticeEditorForm notice={null} /> : <EditNotice raw={noticeId} />}
    </AdminShell>
  );
}

export { NoticeEditorScreen as Component };
