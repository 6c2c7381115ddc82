import type { AuditActorSource } from '@gameshelf/contracts';

/** Korean names of the audit-log actions the server records (docs/decisions.md, "Audit log"). */
const ACTION_LABELS: Record<string, string> = {
  BANNER_CREATED: '배너 추가',
  BANNER_UPDATED: '배너 수정',
  BANNER_DELETED: '배너 삭제',
  BANNER_IMAGE_UPLOADED: '배너 이미지 업로드',
  BANNERS_REORDERED: '배너 순서 변경',
  NOTICE_CREATED: '공지사항 등록',
  NOTICE_UPDATED: '공지사항 수정',
  NOTICE_DELETED: '공지사항 삭제',
  SUGGESTION_ACCEPTED: '수정 제안 반영',
  SUGGESTION_REJECTED: '수정 제안 반려',
  ROLE_GRANTED: '관리자 권한 부여',
  ROLE_REVOKED: '관리자 권한 해제',
};

/** An action's Korean name; an action without one (`METHOD /route`) is shown as recorded. */
export const auditActionLabel = (action: string): string => ACTION_LABELS[action] ?? action;

const TARGET_LABELS: Record<string, string> = {
  banner: '배너',
  notice: '공지사항',
  info_suggestion: '수정 제안',
  user: '사용자',
};

/** '배너 #3', '공지사항', or '' when the entry names no target. */
export function auditTargetLabel(targetType: string | null, targetId: string | null): string {
  if (!targetType) return '';
  const name = TARGET_LABELS[targetType] ?? targetType;
  return targetId ? `${name} #${targetId}` : name;
}

const ACTOR_SOURCE_LABELS: Record<AuditActorSource, string> = { admin: '관리자', cli: '명령줄', config: '설정(ADMIN_USERNAMES)' };

/** Who did it: the operator's username, else where the change came from. */
export const auditActorLabel = (source: AuditActorSource, username: string | null): string =>
  username ? `${username} (${ACTOR_SOURCE_LABELS[source]})` : ACTOR_SOURCE_LABELS[source];
