import { useNavigate } from 'react-router-dom';
import { Bell } from 'lucide-react';
import { commonMessages, notificationMessages } from '@gameshelf/contracts';
import { BackHeader, Button, cn, EmptyState, ErrorState, formatRelativeTime, LoadingState, UiLink } from '@gameshelf/ui';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNotifications } from '../api/notifications.ts';

const TITLE = '알림';

/**
 * /notifications (login; spec 2 §2): the user's notifications from the server. Nothing sends them
 * yet, so today it shows '새로운 알림이 없습니다.'; the list is ready for when something does.
 */
export function NotificationsScreen() {
  useDocumentTitle(TITLE);
  const navigate = useNavigate();
  const query = useNotifications();
  const items = (query.data?.pages ?? []).flatMap((page) => page.content);

  return (
    <div className="flex flex-1 flex-col">
      <BackHeader title={TITLE} onBack={() => void navigate(-1)} />
      {query.isPending ? (
        <LoadingState className="flex-1" label={commonMessages.loading} />
      ) : query.isError ? (
        <ErrorState
          className="flex-1"
          title={notificationMessages.loadFailed}
          message={query.error.message}
          retryLabel={commonMessages.retry}
          onRetry={() => void query.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          className="flex-1"
          icon={<Bell aria-hidden />}
          title={notificationMessages.empty}
          description="새 소식이 생기면 여기에서 알려드릴게요."
        />
      ) : (
        <div className="flex flex-col gap-4 px-gutter py-4">
          <ul aria-label="알림 목록" className="flex flex-col divide-y divide-border rounded-xl border border-border bg-card">
            {items.map((item) => {
              const body = (
                <span className="flex flex-col gap-0.5">
                  <span className={cn('text-[15px]', item.isRead ? 'text-muted-foreground' : 'font-semibold')}>{item.title}</span>
                  <span className="text-sm text-muted-foreground">{item.message}</span>
                  <span className="text-xs text-muted-foreground">{formatRelativeTime(item.createdAt)}</span>
                </span>
              );
              return (
                <li key={item.id} className="px-4 py-3.5">
                  {item.linkUrl?.startsWith('/') ? (
                    <UiLink href={item.linkUrl} className="block rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring">
                      {body}
                    </UiLink>
                  ) : (
                    body
                  )}
                </li>
              );
            })}
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

export { NotificationsScreen as Component };
