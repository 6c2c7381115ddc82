import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { commonMessages, profileMessages, type PublicProfile, formatCount } from '@gameshelf/contracts';
import {
  Avatar,
  BackHeader,
  buttonVariants,
  cn,
  ErrorState,
  LoadingState,
  NotFoundState,
  PrivateContentNotice,
  StatTile,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  UiLink,
} from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { genrePreferencesQueryOptions, platformPreferencesQueryOptions, publicProfileQueryOptions } from '../api/user-profile.ts';
import { OverviewPanel, type PanelProps } from './profile-panels.tsx';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { useAuthStore } from '../../../lib/session/auth-store.ts';

/** The list tabs load when first opened or pointed at (profile-list-panels.tsx). */
export const loadListPanels = () => import('./profile-list-panels.tsx');
const CollectionsPanel = lazy(() => loadListPanels().then((module) => ({ default: module.CollectionsPanel })));
const ReviewsPanel = lazy(() => loadListPanels().then((module) => ({ default: module.ReviewsPanel })));
const ActivityPanel = lazy(() => loadListPanels().then((module) => ({ default: module.ActivityPanel })));

export const PROFILE_TABS = [
  { value: 'overview', label: '통계', Panel: OverviewPanel },
  { value: 'collections', label: '컬렉션', Panel: CollectionsPanel },
  { value: 'reviews', label: '리뷰', Panel: ReviewsPanel },
  { value: 'activity', label: '활동', Panel: ActivityPanel },
] as const;
type TabValue = (typeof PROFILE_TABS)[number]['value'];

/** The tab asked for by navigation state (`activeTab`, or `tab` from a collection's way back). */
function initialTab(state: unknown): TabValue {
  const record = (typeof state === 'object' && state !== null ? state : {}) as { activeTab?: unknown; tab?: unknown };
  const asked = record.activeTab ?? record.tab;
  if (asked === 'stats') return 'overview';
  return PROFILE_TABS.some((tab) => tab.value === asked) ? (asked as TabValue) : 'overview';
}

function ProfileHeader({ profile }: { profile: PublicProfile }) {
  const name = profile.displayName ?? profile.username;
  return (
    <section aria-label="프로필" className="flex flex-col items-center gap-2 px-gutter pt-2 text-center">
      <Avatar size="xl" src={profile.profileImageUrl} name={name} />
      <h1 className="text-xl font-bold break-all">{name}</h1>
      <p className="text-sm text-muted-foreground">@{profile.username}</p>
      {profile.bio && <p className="max-w-full text-sm break-words">{profile.bio}</p>}
      {profile.isMe && (
        <UiLink href={paths.profileEdit} className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'mt-1')}>
          프로필 수정
        </UiLink>
      )}
    </section>
  );
}

function ProfileStats({ stats }: { stats: NonNullable<PublicProfile['stats']> }) {
  return (
    <div className="grid grid-cols-4 gap-2 px-gutter" role="group" aria-label="통계 요약">
      <StatTile label="보유 게임" value={`${formatCount(stats.totalGamesCount)}개`} />
      <StatTile label="클리어" value={`${formatCount(stats.completedGamesCount)}개`} />
      <StatTile label="플레이 시간" value={`${formatCount(stats.totalPlaytimeHours)}시간`} />
      <StatTile label="컬렉션" value={`${formatCount(stats.totalCollectionsCount)}개`} />
    </div>
  );
}

/**
 * /user/{username} (spec 2 §2): who the user is, their four figures, and tabs for statistics,
 * collections, reviews and recent activity. A private profile shows others only the name and photo.
 */
export function UserProfileScreen() {
  const { username = '' } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const viewerId = user?.id ?? null;
  const profile = useQuery(publicProfileQueryOptions({ viewerId, username }));
  const [tab, setTab] = useState<TabValue>(() => initialTab(location.state));
  const from = search.get('from');
  useDocumentTitle(profile.data ? `${profile.data.displayName ?? profile.data.username}님의 프로필` : '프로필');

  const goBack = () => {
    if (from === 'home' || location.key === 'default') void navigate(paths.home);
    else void navigate(-1);
  };
  const header = <BackHeader title="프로필" onBack={goBack} />;

  if (profile.error instanceof ApiError && profile.error.isNotFound) {
    return (
      <div className="flex flex-1 flex-col">
        {header}
        <NotFoundState
          className="flex-1"
          title={profileMessages.userNotFound}
          action={
            <UiLink href={paths.home} className={buttonVariants({ variant: 'primary' })}>
              홈으로 가기
            </UiLink>
          }
        />
      </div>
    );
  }
  if (profile.isPending) {
    return (
      <div className="flex flex-1 flex-col">
        {header}
        <LoadingState className="flex-1" label={commonMessages.loading} />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <div className="flex flex-1 flex-col">
        {header}
        <ErrorState
          className="flex-1"
          title="프로필을 불러오지 못했어요"
          message={profile.error.message}
          retryLabel={commonMessages.retry}
          onRetry={() => void profile.refetch()}
        />
      </div>
    );
  }

  const data = profile.data;
  const panelProps: PanelProps = {
    viewerId,
    username: data.username,
    isMe: data.isMe,
    collectionHref: (id) =>
      `${paths.collectionDetail(id)}?${new URLSearchParams({ from: 'user-profile', username: data.username, originalFrom: from ?? 'collection' }).toString()}`,
  };

  return (
    <div className="flex flex-1 flex-col gap-5 pb-8">
      {header}
      <ProfileHeader profile={data} />
      {data.stats === null ? (
        <PrivateContentNotice
          className="mx-gutter"
          title={profileMessages.privateProfileTitle}
          description={profileMessages.privateProfileDescription}
        />
      ) : (
        <>
          {data.isMe && !data.isPublicProfile && (
            <p className="mx-gutter flex items-center gap-2 rounded-lg bg-muted px-3 py-2 text-xs text-muted-foreground">
              <Lock aria-hidden className="size-3.5 shrink-0" />
              비공개 프로필이에요. 다른 사람에게는 닉네임과 사진만 보여요.
            </p>
          )}
          <ProfileStats stats={data.stats} />
          <Tabs value={tab} onValueChange={(value) => setTab(value as TabValue)} className="px-gutter">
            <TabsList aria-label="프로필 보기">
              {PROFILE_TABS.map(({ value, label }) => (
                <TabsTrigger
                  key={value}
                  value={value}
                  {...(value !== 'overview' && { onPointerEnter: () => void loadListPanels(), onFocus: () => void loadListPanels() })}
                >
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>
            {PROFILE_TABS.map(({ value, Panel }) => (
              <TabsContent key={value} value={value} className="pt-4">
                <Suspense fallback={<LoadingState label={commonMessages.loading} />}>
                  <Panel {...panelProps} />
                </Suspense>
              </TabsContent>
            ))}
          </Tabs>
        </>
      )}
    </div>
  );
}

export { UserProfileScreen as Component };

/**
 * Starts loading the profile, and the statistics of the tab a visit opens on (통계), while the screen's
 * code arrives: the server's render has them all, so the page comes whole instead of with two spinners.
 */
export const createLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const viewerId = useAuthStore.getState().user?.id ?? null;
    const { username } = params;
    if (!username) return null;
    void queryClient.prefetchQuery(publicProfileQueryOptions({ viewerId, username }));
    void queryClient.prefetchQuery(genrePreferencesQueryOptions({ viewerId, username }));
    void queryClient.prefetchQuery(platformPreferencesQueryOptions({ viewerId, username }));
    return null;
  };
