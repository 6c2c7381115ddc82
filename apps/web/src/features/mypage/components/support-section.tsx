import { useState } from 'react';
import { FileText, Megaphone, MessageSquareHeart, ShieldCheck } from 'lucide-react';
import { PRIVACY_NOTICE_ID, TERMS_NOTICE_ID } from '../../../config/legal-notices.ts';
import { paths } from '../../../config/paths.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';
import { MyPageButtonEntry, MyPageLinkEntry, MyPageSection } from './my-page-entry.tsx';

/** Notices, the feedback dialog, and the terms and privacy policy (notices 1 and 2, as on the login screen). */
export function SupportSection() {
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
      <MyPageLinkEntry href={paths.notice(TERMS_NOTICE_ID)} icon={<FileText className="size-5" />} title="이용약관" />
      <MyPageLinkEntry href={paths.notice(PRIVACY_NOTICE_ID)} icon={<ShieldCheck className="size-5" />} title="개인정보처리방침" />
      <FeedbackDialog open={feedbackOpen} onOpenChange={setFeedbackOpen} />
    </MyPageSection>
  );
}
