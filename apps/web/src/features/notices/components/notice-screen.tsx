import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { commonMessages, noticeMessages, formatCount } from '@gameshelf/contracts';
import { BackHeader, Button, ErrorState, LoadingState, NotFoundState, useToast } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { noticeQueryOptions, useNotice } from '../api/notices.ts';
import { formatNoticeDate, parseNoticeId } from '../lib/notice-id.ts';
import { NoticeBody } from '../../../components/notice-body.tsx';

/**
 * /notices/{id} (spec 2 §2): the title in the header, the date and views, the markdown body. Back
 * goes to /notices. A malformed id says '잘못된 공지사항 ID입니다.' without asking the server.
 */
export function NoticeScreen() {
  const { noticeId } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const id = parseNoticeId(noticeId);
  const query = useNotice(id);
  const missing = query.error instanceof ApiError && (query.error.isNotFound || query.error.status === 400);
  const failed = query.isError && !missing;
  useDocumentTitle(query.data?.title ?? '공지사항');
  useEffect(() => {
    if (failed) toast.error(noticeMessages.loadFailed);
  }, [failed, toast]);
  const toList = () => void navigate(paths.notices);

  let body;
  if (id === null || missing) {
    body = (
      <NotFoundState
        className="flex-1"
        title={id === null ? noticeMessages.invalidId : noticeMessages.notFound}
        action={<Button onClick={toList}>공지사항 목록</Button>}
      />
    );
  } else if (query.isPending) {
    body = <LoadingState className="flex-1" label={commonMessages.loading} />;
  } else if (query.isError) {
    body = (
      <ErrorState
        className="flex-1"
        title={noticeMessages.loadFailed}
        message={query.error.message}
        retryLabel={commonMessages.retry}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    const notice = query.data;
    body = (
      <article aria-labelledby="notice-title" className="flex flex-col gap-4 px-gutter py-5">
        <header className="flex flex-col gap-1 border-b border-border pb-4">
          <h1 id="notice-title" className="text-xl font-bold break-keep">
            {notice.isImportant && <span className="mr-2 align-middle text-sm font-semibold text-primary">[중요]</span>}
            {notice.title}
          </h1>
          <p className="text-sm text-muted-foreground tabular-nums">
            {formatNoticeDate(notice.createdAt)} · 조회 {formatCount(notice.viewCount)}
          </p>
        </header>
        <NoticeBody html={notice.contentHtml} />
      </article>
    );
  }

  return (
    <div className="flex flex-1 flex-col">
      <BackHeader title={query.data?.title ?? '공지사항'} onBack={toList} />
      {body}
    </div>
  );
}

export { NoticeScreen as Component };

/** Starts the notice's query, without blocking navigation (and with it the server's render). */
export const createLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const id = parseNoticeId(params.noticeId);
    if (id !== null) void queryClient.prefetchQuery(noticeQueryOptions(id));
    return null;
  };
