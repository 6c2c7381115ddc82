import { Badge, useToast } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { useProfile } from '../../../entities/accounts/own-profile.ts';
import { MyPageButtonEntry, MyPageLinkEntry, MyPageSection } from './my-page-entry.tsx';

export const STORE_COMING_SOON = '준비 중인 기능이에요. 조금만 기다려 주세요!';

/** A store's mark: its initials on its colour (the stores' logos are theirs to show, not ours). */
function StoreMark({ label, className }: { label: string; className: string }) {
  return (
    <span className={`flex size-6 items-center justify-center rounded-md text-[10px] font-bold text-white ${className}`}>{label}</span>
  );
}

const linkedHint = '연결됨 · 라이브러리 관리';
const unlinkedHint = '계정을 연결하고 게임 불러오기';

/**
 * Store accounts (spec 3 §2.2): Steam and GOG go to their library when linked, else to connect;
 * Xbox and PlayStation are being prepared.
 */
export function AccountLinkingSection() {
  const profile = useProfile();
  const toast = useToast();
  const steamLinked = Boolean(profile.data?.steamId);
  const gogLinked = Boolean(profile.data?.gogUserId);
  const comingSoon = <Badge>준비 중</Badge>;
  return (
    <MyPageSection id="mypage-linking" title="계정 연동">
      <MyPageLinkEntry
        href={steamLinked ? paths.steamLibrary : paths.steamConnect}
        icon={<StoreMark label="S" className="bg-[#1b2838]" />}
        title="Steam"
        hint={steamLinked ? linkedHint : unlinkedHint}
      />
      <MyPageLinkEntry
        href={gogLinked ? paths.gogLibrary : paths.gogConnect}
        icon={<StoreMark label="GOG" className="bg-[#86328a]" />}
        title="GOG"
        hint={gogLinked ? linkedHint : unlinkedHint}
      />
      <MyPageButtonEntry
        onClick={() => toast.info(STORE_COMING_SOON)}
        icon={<StoreMark label="X" className="bg-[#107c10]" />}
        title="Xbox"
        trailing={comingSoon}
      />
      <MyPageButtonEntry
        onClick={() => toast.info(STORE_COMING_SOON)}
        icon={<StoreMark label="PS" className="bg-[#00439c]" />}
        title="PlayStation"
        trailing={comingSoon}
      />
    </MyPageSection>
  );
}
