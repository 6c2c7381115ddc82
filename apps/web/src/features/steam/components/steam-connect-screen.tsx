import { useNavigate } from 'react-router-dom';
import { FolderHeart, Library, Link2, LoaderCircle } from 'lucide-react';
import { steamMessages } from '@gameshelf/contracts';
import { BackHeader, Button, useToast } from '@gameshelf/ui';
import { StoreLinkIntro, type StoreLinkBenefit } from '../../../components/store-link-intro.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useConnectSteam } from '../api/connect-steam.ts';
import { SteamErrorBoundary } from './steam-error-boundary.tsx';
import { SteamMark } from './steam-mark.tsx';

const TITLE = 'Steam 연동';

export const STEAM_BENEFITS: readonly StoreLinkBenefit[] = [
  { icon: Library, title: '보유 게임 자동 불러오기', text: 'Steam 라이브러리의 게임과 플레이 시간을 한 번에 가져와요.' },
  { icon: Link2, title: '게임 정보 자동 연결', text: '불러온 게임을 게임셸프의 게임 정보와 이어 표지와 상세 정보를 보여드려요.' },
  { icon: FolderHeart, title: '컬렉션에 바로 담기', text: '플레이 시간과 함께 내 컬렉션에 하나씩 또는 한꺼번에 담을 수 있어요.' },
];

export const STEAM_PRIVACY_NOTES = [
  '로그인은 Steam 공식 페이지에서 진행되며, 게임셸프는 Steam 비밀번호를 받거나 저장하지 않아요.',
  '공개된 프로필의 게임 목록과 플레이 시간만 불러와요.',
  '연동은 Steam 게임 관리 화면에서 언제든지 해제할 수 있어요.',
] as const;

/**
 * /steam/connect (login; spec 3 §2.2): what linking brings, what is collected, the connect button
 * (to "Sign in through Steam", which returns to my page) and later (to my page).
 */
export function SteamConnectScreen() {
  useDocumentTitle(TITLE);
  const navigate = useNavigate();
  return (
    <div className="flex flex-1 flex-col">
      <BackHeader title={TITLE} onBack={() => void navigate(paths.myPage)} />
      <SteamErrorBoundary className="flex-1">
        <SteamConnectContent />
      </SteamErrorBoundary>
    </div>
  );
}

function SteamConnectContent() {
  const navigate = useNavigate();
  const toast = useToast();
  const connect = useConnectSteam();
  // After success the browser is leaving for Steam: keep the button waiting until it has gone.
  const leaving = connect.isPending || connect.isSuccess;

  const start = () =>
    connect.mutate(undefined, {
      onError: (error) =>
        toast.error(
          error instanceof ApiError && (error.status === 503 || error.status === 0) ? error.message : steamMessages.linkFailedGeneric,
        ),
    });

  return (
    <div className="flex flex-1 flex-col gap-6 px-gutter py-6">
      <StoreLinkIntro store="Steam" mark={<SteamMark />} benefits={STEAM_BENEFITS} privacyNotes={STEAM_PRIVACY_NOTES} />

      <div className="mt-auto flex flex-col gap-2">
        <Button size="lg" onClick={start} disabled={leaving} aria-busy={leaving}>
          {leaving && <LoaderCircle aria-hidden className="animate-spin" />}
          {leaving ? 'Steam으로 이동하는 중...' : 'Steam 계정 연결하기'}
        </Button>
        <Button size="lg" variant="ghost" onClick={() => void navigate(paths.myPage)}>
          나중에 하기
        </Button>
      </div>
    </div>
  );
}

export { SteamConnectScreen as Component };
