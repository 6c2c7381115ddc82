import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Bell, CalendarCheck, Heart, RefreshCw, Tag, ThumbsUp, type LucideIcon } from 'lucide-react';
import { commonMessages, notificationMessages, type NotificationKind } from '@gameshelf/contracts';
import { BackHeader, Button, cn, EmptyState, ErrorState, formatRelativeTime, LoadingState, UiLink } from '@gameshelf/ui';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications.ts';

const TITLE = '알림';

/** Each kind's icon. */
const KIND_ICONS: Record<NotificationKind, LucideIcon> = {
  price_drop: Tag,
  game_released: CalendarCheck,
  collection_liked: Heart,
  review_helpful: ThumbsUp,
  library_synced: RefreshCw,
};

/**
 * /notifications (login; spec 2 §2, issue 36): the user's notifications, newest first, 20 at a time
 * behind '더 보기'. Unread ones stand out (a dot, bold title, and '읽지 않음' for screen readers);
 * what the screen shows is marked read on the server as it arrives (up to the newest id shown), so
 * the bell's badge drops while this visit still shows which were new.
 */
export function NotificationsScreen() {
  useDocumentTitle(TITLE);
  const navigate = useNavigate();
  const query = useNotifications();
  const markRead = useMarkNotificationsRead();
  const items = (query.data?.pages ?? []).flatMap((page) => page.content);
  const newestUnread = items.reduce((max, item) => (item.isRead ? max : Math.max(max, item.id)), 0);
  const markedUpTo = useRef(0);
  const { mutate } = markRead;
  useEffect(() => {
    if (newestUnread > markedUpTo.current) {
      markedUpTo.current = newestUnread;
      mutate(newestUnread);
    }
  }, [newestUnread, mutate]);

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
              const Icon = KIND_ICONS[item.type];
              const body = (
                <span className="flex items-start gap-3">
                  <span
                    className={cn(
                      'mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full',
                      item.isRead ? 'bg-muted text-muted-foreground' : 'bg-primary/10 text-primary',
                    )}
                  >
                    <Icon aria-hidden className="size-[18px]" />
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <span className={cn('text-[15px]', item.isRead ? 'text-muted-foreground' : 'font-semibold')}>
                      {!item.isRead && <span className="sr-only">{notificationMessages.unread}, </span>}
                      {item.title}
                    </span>
                    <span className="text-sm text-muted-foreground">{item.message}</span>
                    <span className="text-xs text-muted-foreground">{formatRelativeTime(item.createdAt)}</span>
                  </span>
                  {!item.isRead && <span aria-hidden data-slot="unread-dot" className="mt-2 size-2 shrink-0 rounded-full bg-primary" />}
                </span>
              );
              return (
                <li key={item.id} className="px-4 py-3.5" data-unread={item.isRead ? undefined : true}>
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
              {query.isFetchingNextPage ? commonMessages.loading : notificationMessages.more}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

export { NotificationsScreen as Component };
