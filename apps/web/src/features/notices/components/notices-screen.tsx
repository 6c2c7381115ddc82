import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';
import { commonMessages, noticeMessages, formatCount } from '@gameshelf/contracts';
import { BackHeader, Button, EmptyState, ErrorState, LoadingState, UiLink, useToast } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { noticePagesQueryOptions, useNoticePages } from '../api/notices.ts';
import { formatNoticeDate } from '../lib/notice-id.ts';
import { HydrateLater } from '../../../lib/hydrate-later.tsx';

const TITLE = '공지사항';

/** /notices (spec 2 §2): newest first, 20 at a time with '더 보기'; important ones marked. */
export function NoticesScreen() {
  useDocumentTitle(TITLE);
  const navigate = useNavigate();
  const toast = useToast();
  const query = useNoticePages();
  const notices = (query.data?.pages ?? []).flatMap((page) => page.content);
  const failed = query.isError;
  useEffect(() => {
    if (failed) toast.error(noticeMessages.loadFailed);
  }, [failed, toast]);

  return (
    <div className="flex flex-1 flex-col">
      <BackHeader title={TITLE} onBack={() => void navigate(-1)} />
      {query.isPending ? (
        <LoadingState className="flex-1" label={commonMessages.loading} />
      ) : query.isError && notices.length === 0 ? (
        <ErrorState
          className="flex-1"
          title={noticeMessages.loadFailed}
          message={query.error.message}
          retryLabel={commonMessages.retry}
          onRetry={() => void query.refetch()}
        />
      ) : notices.length === 0 ? (
        <EmptyState className="flex-1" title="아직 공지사항이 없어요" description="새 소식이 생기면 여기에서 알려드릴게요." />
      ) : (
        <div className="flex flex-col gap-4 px-gutter py-4">
          <ul aria-label="공지사항 목록" className="flex flex-col divide-y divide-border rounded-xl border border-border bg-card">
            {notices.map((notice) => (
              <HydrateLater key={notice.id}>
                <li>
                  <UiLink
                    href={paths.notice(notice.id)}
                    className="flex items-center gap-3 px-4 py-3.5 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
                  >
                    <span className="flex min-w-0 flex-1 flex-col gap-1">
                      <span className="flex items-center gap-2">
                        {notice.isImportant && (
                          <span className="shrink-0 rounded-pill bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">중요</span>
                        )}
                        <span className="truncate text-[15px] font-medium">{notice.title}</span>
                      </span>
                      {notice.contentSummary && <span className="line-clamp-2 text-sm text-muted-foreground">{notice.contentSummary}</span>}
                      <span className="text-xs text-muted-foreground tabular-nums">
                        {formatNoticeDate(notice.createdAt)} · 조회 {formatCount(notice.viewCount)}
                      </span>
                    </span>
                    <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground" />
                  </UiLink>
                </li>
              </HydrateLater>
            ))}
          </ul>
          {query.hasNextPage && (
            <Button variant="outline" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {query.isFetchingNextPage ? commonMessages.loading : '더 보기'}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

export { NoticesScreen as Component };

/** Starts the first page of notices, without blocking navigation (and with it the server's render). */
export const createLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchInfiniteQuery(noticePagesQueryOptions());
  return null;
};
