import { useNavigate } from 'react-router-dom';
import { FolderHeart, Library, Link2, LoaderCircle, ShieldCheck } from 'lucide-react';
import { steamMessages } from '@gameshelf/contracts';
import { BackHeader, Button, useToast } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useConnectSteam } from '../api/connect-steam.ts';
import { SteamErrorBoundary } from './steam-error-boundary.tsx';
import { SteamMark } from './steam-mark.tsx';

const TITLE = 'Steam 연동';

export const STEAM_BENEFITS = [
  { icon: Library, title: '보유 게임 자동 불러오기', text: 'Steam 라이브러리의 게임과 플레이 시간을 한 번에 가져와요.' },
  { icon: Link2, title: '게임 정보 자동 연결', text: '불러온 게임을 게임셸프의 게임 정보와 이어 표지와 상세 정보를 보여드려요.' },
  { icon: FolderHeart, title: '컬렉션에 바로 담기', text: '플레이 시간과 함께 내 컬렉션에 하나씩 또는 한꺼번에 담을 수 있어요.' },
] as const;

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
      <div className="flex flex-col items-center gap-3 text-center">
        <SteamMark />
        <h2 className="text-xl font-bold">Steam 계정을 연결해 보세요</h2>
        <p className="text-sm text-muted-foreground">
          Steam에서 보유한 게임을 불러와
          <br />
          게임셸프에서 한눈에 관리할 수 있어요.
        </p>
      </div>

      <section aria-labelledby="steam-benefits-heading" className="flex flex-col gap-2">
        <h3 id="steam-benefits-heading" className="sr-only">
          연동하면 좋은 점
        </h3>
        <ul className="flex flex-col gap-2">
          {STEAM_BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex items-start gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground">
              <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <Icon className="size-5" />
              </span>
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className="text-[15px] font-semibold">{title}</span>
                <span className="text-sm text-muted-foreground">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="steam-privacy-heading" className="flex flex-col gap-2 rounded-xl bg-muted p-4">
        <h3 id="steam-privacy-heading" className="flex items-center gap-1.5 text-sm font-semibold">
          <ShieldCheck aria-hidden className="size-4 text-success" />
          개인정보 안내
        </h3>
        <ul className="flex list-disc flex-col gap-1 pl-5 text-[13px] text-muted-foreground">
          {STEAM_PRIVACY_NOTES.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>

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
