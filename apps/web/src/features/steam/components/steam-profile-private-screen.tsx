import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ExternalLink, EyeOff, LoaderCircle, RotateCw } from 'lucide-react';
import { BackHeader, Button, buttonVariants, cn, useToast } from '@gameshelf/ui';
import { SupportChatLink } from '../../../components/support-chat-link.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSyncSteamLibrary } from '../api/sync-steam-library.ts';
import { isSteamProfilePrivate, syncErrorMessage } from '../lib/steam-errors.ts';
import { DeviceTabs, devicePanelId, deviceTabId, type GuideDevice } from './device-tabs.tsx';
import { SteamErrorBoundary } from './steam-error-boundary.tsx';
import type { QueryClient } from '@tanstack/react-query';
import { supportContactsQueryOptions } from '../../../entities/support/support-contacts.ts';

const TITLE = 'Steam 공개 설정 안내';

/** Steam's own privacy settings page for the signed-in Steam user. */
export const STEAM_PRIVACY_SETTINGS_URL = 'https://steamcommunity.com/my/edit/settings';

export const STILL_PRIVATE = '아직 Steam 프로필이나 게임 세부 정보가 비공개로 확인돼요. 설정을 바꾼 뒤 다시 시도해주세요.';

/** The steps per device (Steam's menu names as its Korean client shows them). */
export const PRIVACY_STEPS = {
  pc: [
    'Steam 클라이언트나 steamcommunity.com에 로그인한 뒤, 오른쪽 위의 내 이름을 누르고 ‘내 프로필 보기’를 선택하세요.',
    '‘프로필 편집’을 누르고 왼쪽 메뉴에서 ‘개인 정보 설정’을 여세요.',
    '‘내 프로필’을 ‘공개’로 바꾸세요.',
    '‘게임 세부 정보’를 ‘공개’로 바꾸고, ‘총 플레이 시간을 항상 비공개로 유지’는 체크를 해제하세요.',
    '설정은 바로 저장돼요. 게임셸프로 돌아와 ‘다시 시도’를 눌러주세요.',
  ],
  mobile: [
    'Steam 모바일 앱을 열고 로그인하세요.',
    '오른쪽 위의 프로필 사진을 누르고 ‘프로필 보기’를 선택하세요.',
    '‘프로필 편집’에서 ‘개인 정보 설정’을 여세요. 앱에서 보이지 않으면 아래 ‘Steam 공개 설정 열기’로 브라우저에서 여세요.',
    '‘내 프로필’과 ‘게임 세부 정보’를 모두 ‘공개’로 바꾸세요.',
    '게임셸프로 돌아와 ‘다시 시도’를 눌러주세요. 바뀐 설정이 Steam에 반영되기까지 몇 분 걸릴 수 있어요.',
  ],
} as const;

/**
 * /steam/profile-private (login; spec 3 §2.2): why the library could not be read and how to make the
 * profile and game details public, on PC and on mobile; retry syncs again (or links again when Steam
 * is no longer linked), later goes to my page, and the chat channel is there for help.
 */
export function SteamProfilePrivateScreen() {
  useDocumentTitle(TITLE);
  const navigate = useNavigate();
  return (
    <div className="flex flex-1 flex-col">
      <BackHeader title={TITLE} onBack={() => void navigate(paths.myPage)} />
      <SteamErrorBoundary className="flex-1">
        <ProfilePrivateGuide />
      </SteamErrorBoundary>
    </div>
  );
}

function ProfilePrivateGuide() {
  const navigate = useNavigate();
  const toast = useToast();
  const [device, setDevice] = useState<GuideDevice>('pc');
  const sync = useSyncSteamLibrary();

  const retry = () =>
    sync.mutate(undefined, {
      onSuccess: (result) => {
        toast.success(result.message);
        void navigate(paths.steamLibrary, { replace: true });
      },
      onError: (error) => {
        if (isSteamProfilePrivate(error)) toast.error(STILL_PRIVATE);
        // No Steam account linked any more: link it again.
        else if (error instanceof ApiError && error.status === 400) void navigate(paths.steamConnect);
        else toast.error(syncErrorMessage(error));
      },
    });

  return (
    <div className="flex flex-1 flex-col gap-5 px-gutter py-6">
      <div className="flex flex-col items-center gap-3 text-center">
        <span aria-hidden className="flex size-14 items-center justify-center rounded-full bg-warning/15 text-warning">
          <EyeOff className="size-7" />
        </span>
        <h2 className="text-xl font-bold">Steam 프로필이 비공개로 되어 있어요</h2>
        <p className="text-sm text-muted-foreground">
          게임 목록과 플레이 시간을 불러오려면
          <br />
          Steam 프로필과 게임 세부 정보를 ‘공개’로 바꿔주세요.
        </p>
      </div>

      <section
        aria-label="공개로 바꾸는 방법"
        className="flex flex-col gap-3 rounded-xl border border-border bg-card p-3 text-card-foreground"
      >
        <DeviceTabs value={device} onChange={setDevice} />
        <div role="tabpanel" id={devicePanelId(device)} aria-labelledby={deviceTabId(device)} className="px-1 pb-1">
          <ol className="flex flex-col gap-3">
            {PRIVACY_STEPS[device].map((step, index) => (
              <li key={step} className="flex gap-3 text-sm">
                <span
                  aria-hidden
                  className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <a
        href={STEAM_PRIVACY_SETTINGS_URL}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(buttonVariants({ variant: 'outline' }), 'w-full')}
      >
        <ExternalLink aria-hidden />
        Steam 공개 설정 열기
        <span className="sr-only">(새 창)</span>
      </a>

      <div className="mt-auto flex flex-col gap-2">
        <Button size="lg" onClick={retry} disabled={sync.isPending} aria-busy={sync.isPending}>
          {sync.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <RotateCw aria-hidden />}
          {sync.isPending ? '확인하는 중...' : '다시 시도'}
        </Button>
        <Button size="lg" variant="ghost" onClick={() => void navigate(paths.myPage)}>
          나중에 하기
        </Button>
      </div>

      <SupportChatLink lead="설정을 바꿨는데도 안 된다면" />
    </div>
  );
}

export { SteamProfilePrivateScreen as Component };

/** Starts loading the support channels the guide links to. */
export const createLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(supportContactsQueryOptions());
  return null;
};
