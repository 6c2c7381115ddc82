import { useState } from 'react';
import { FileText, Megaphone, MessageSquareHeart } from 'lucide-react';
import { useToast } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';
import { MyPageButtonEntry, MyPageLinkEntry, MyPageSection } from './my-page-entry.tsx';

export const TERMS_COMING_SOON = '이용약관 및 정책은 곧 공개될 예정이에요.';

/** Notices, the feedback dialog, and the terms (not published yet). */
export function SupportSection() {
  const toast = useToast();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  return (
    <MyPageSection id="mypage-support" title="고객 지원">
      <MyPageLinkEntry href={paths.notices} icon={<Megaphone className="size-5" />} title="공지사항" hint="새 소식과 점검 안내" />
      <MyPageButtonEntry
        slot="mypage-feedback-entry"
        onClick={() => setFeedbackOpen(true)}
        icon={<MessageSquareHeart className="size-5" />}
        title="의견 보내기"
        hint="카카오톡 채널, 이메일로 문의하기"
      />
      <MyPageButtonEntry onClick={() => toast.info(TERMS_COMING_SOON)} icon={<FileText className="size-5" />} title="이용약관 및 정책" />
      <FeedbackDialog open={feedbackOpen} onOpenChange={setFeedbackOpen} />
    </MyPageSection>
  );
}
