import { CalendarDays, ChevronRight, Settings } from 'lucide-react';
import { Avatar, buttonVariants, cn, UiLink } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSettingsDialog } from '../../../lib/settings-dialog.tsx';

const TITLE = '마이페이지';

/** A row of a my-page section: icon, title with a hint, chevron. */
const entryClass =
  'flex items-center gap-3 rounded-xl border border-border bg-card px-4 py-3.5 text-left text-card-foreground outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring';

/**
 * /mypage (login required): the profile card, profile edit, activity (the review calendar) and
 * settings. The account linking, support and recent-review sections arrive with their own issues.
 */
export function MyPageScreen() {
  useDocumentTitle(TITLE);
  const { user } = useSession();
  const settings = useSettingsDialog();
  // The route's login guard keeps guests out; a sign-out on this page is on its way elsewhere.
  if (!user) return null;
  const name = user.displayName ?? user.username;

  return (
    <div className="flex flex-col gap-6 px-gutter py-5">
      <h1 className="sr-only">{TITLE}</h1>
      <section aria-label="내 프로필" className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground">
        <UiLink
          href={paths.user(user.username)}
          data-slot="mypage-profile-card"
          className="-m-1 flex items-center gap-4 rounded-lg p-1 outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Avatar size="lg" src={user.profileImageUrl} name={name} />
          <span className="flex min-w-0 flex-1 flex-col gap-0.5">
            <span className="truncate text-lg font-bold">{name}</span>
            <span className="truncate text-sm text-muted-foreground">@{user.username}</span>
            {user.bio && <span className="mt-1 text-sm break-words">{user.bio}</span>}
          </span>
          <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground" />
        </UiLink>
        <UiLink href={paths.profileEdit} className={cn(buttonVariants({ variant: 'outline', size: 'md' }), 'w-full')}>
          프로필 수정
        </UiLink>
      </section>
      <section aria-labelledby="mypage-activity-heading" className="flex flex-col gap-2">
        <h2 id="mypage-activity-heading" className="px-1 text-sm font-semibold text-muted-foreground">
          활동
        </h2>
        <UiLink href={paths.reviewCalendar} className={entryClass}>
          <CalendarDays aria-hidden className="size-5 text-muted-foreground" />
          <span className="flex flex-1 flex-col">
            <span className="text-[15px] font-medium">리뷰 캘린더</span>
            <span className="text-xs text-muted-foreground">날짜별로 쓴 리뷰 모아 보기</span>
          </span>
          <ChevronRight aria-hidden className="size-5 text-muted-foreground" />
        </UiLink>
      </section>
      <section aria-labelledby="mypage-settings-heading" className="flex flex-col gap-2">
        <h2 id="mypage-settings-heading" className="px-1 text-sm font-semibold text-muted-foreground">
          설정
        </h2>
        <button type="button" data-slot="mypage-settings-entry" onClick={settings.open} className={entryClass}>
          <Settings aria-hidden className="size-5 text-muted-foreground" />
          <span className="flex flex-1 flex-col">
            <span className="text-[15px] font-medium">앱 설정</span>
            <span className="text-xs text-muted-foreground">다크 모드, 알림, 로그아웃</span>
          </span>
          <ChevronRight aria-hidden className="size-5 text-muted-foreground" />
        </button>
      </section>
    </div>
  );
}
