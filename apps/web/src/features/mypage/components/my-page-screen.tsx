import { CalendarDays, ChevronRight, Settings } from 'lucide-react';
import { Avatar, buttonVariants, cn, UiLink } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSettingsDialog } from '../../../lib/settings-dialog.tsx';
import { useStoreLinkReturn } from '../lib/use-store-link-return.ts';
import { AccountLinkingSection } from './account-linking-section.tsx';
import { DataExportSection } from './data-export-section.tsx';
import { MyPageButtonEntry, MyPageLinkEntry, MyPageSection } from './my-page-entry.tsx';
import { RecentReviewsSection } from './recent-reviews-section.tsx';
import { SupportSection } from './support-section.tsx';
import type { QueryClient } from '@tanstack/react-query';
import { recentReviewsQueryOptions } from '../api/recent-reviews.ts';
import { profileQueryOptions } from '../../../entities/accounts/own-profile.ts';
import { useAuthStore } from '../../../lib/session/auth-store.ts';

const TITLE = '마이페이지';

/**
 * /mypage (login required, spec 2 §2): the profile card, activity (the review calendar), store
 * accounts, support, settings, taking one's data away, and the latest reviews. It is also where a
 * store link returns to (spec 3 §2.2).
 */
export function MyPageScreen() {
  useDocumentTitle(TITLE);
  const { user } = useSession();
  const settings = useSettingsDialog();
  useStoreLinkReturn();
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
      <MyPageSection id="mypage-activity" title="활동">
        <MyPageLinkEntry
          href={paths.reviewCalendar}
          icon={<CalendarDays className="size-5" />}
          title="리뷰 캘린더"
          hint="날짜별로 쓴 리뷰 모아 보기"
        />
      </MyPageSection>
      <AccountLinkingSection />
      <SupportSection />
      <MyPageSection id="mypage-settings" title="설정">
        <MyPageButtonEntry
          slot="mypage-settings-entry"
          onClick={settings.open}
          icon={<Settings className="size-5" />}
          title="앱 설정"
          hint="다크 모드, 알림, 프로필 공개, 로그아웃"
        />
      </MyPageSection>
      <DataExportSection />
      <RecentReviewsSection />
    </div>
  );
}

export { MyPageScreen as Component };

/** Starts loading what the page reads: the own profile (store links) and the latest reviews. */
export const createLoader = (queryClient: QueryClient) => () => {
  if (useAuthStore.getState().isAuthenticated) {
    void queryClient.prefetchQuery(profileQueryOptions());
    void queryClient.prefetchQuery(recentReviewsQueryOptions());
  }
  return null;
};
