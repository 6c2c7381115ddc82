import { useNavigate } from 'react-router-dom';
import { ArrowRight, Library, Link2 } from 'lucide-react';
import { BackHeader, Button } from '@gameshelf/ui';
import { StoreLinkIntro, type StoreLinkBenefit } from '../../../components/store-link-intro.tsx';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { GogMark } from './gog-mark.tsx';

const TITLE = 'GOG 연동';

/** Spec 3 §2.3: automatic library sync and game info matching. */
export const GOG_BENEFITS: readonly StoreLinkBenefit[] = [
  { icon: Library, title: '라이브러리 자동 동기화', text: 'GOG에서 구매한 게임 목록을 버튼 한 번으로 불러와요.' },
  { icon: Link2, title: '게임 정보 자동 연결', text: '불러온 게임을 게임셸프의 게임 정보와 이어 표지와 출시일을 보여드려요.' },
];

/** Spec 3 §2.3: only library info is collected, no password or personal data is stored, disconnect anytime. */
export const GOG_PRIVACY_NOTES = [
  '게임 라이브러리 정보(보유한 게임 목록)만 가져와요.',
  'GOG 비밀번호나 개인정보는 저장하지 않아요.',
  '연동은 GOG 게임관리 화면에서 언제든지 해제할 수 있어요.',
] as const;

/**
 * /gog/connect (login; spec 3 §2.3): what linking brings and what is collected; start connecting goes
 * to the step-by-step guide, later to my page.
 */
export function GogConnectScreen() {
  useDocumentTitle(TITLE);
  const navigate = useNavigate();
  return (
    <div className="flex flex-1 flex-col">
      <BackHeader title={TITLE} onBack={() => void navigate(paths.myPage)} />
      <div className="flex flex-1 flex-col gap-6 px-gutter py-6">
        <StoreLinkIntro store="GOG" mark={<GogMark />} benefits={GOG_BENEFITS} privacyNotes={GOG_PRIVACY_NOTES} />

        <div className="mt-auto flex flex-col gap-2">
          <Button size="lg" onClick={() => void navigate(paths.gogConnectGuide)}>
            연결 시작하기
            <ArrowRight aria-hidden />
          </Button>
          <Button size="lg" variant="ghost" onClick={() => void navigate(paths.myPage)}>
            나중에 하기
          </Button>
        </div>
      </div>
    </div>
  );
}

export { GogConnectScreen as Component };
