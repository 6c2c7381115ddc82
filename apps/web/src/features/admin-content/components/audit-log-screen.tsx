import { useState } from 'react';
import type { AuditEntry } from '@gameshelf/contracts';
import { EmptyState } from '@gameshelf/ui';
import { formatSeoulDateTime } from '../../../lib/korean-date.ts';
import { ADMIN_LIST_SIZE } from '../api/admin-keys.ts';
import { useAuditLog } from '../api/audit-log.ts';
import { auditActionLabel, auditActorLabel, auditTargetLabel } from '../lib/audit-labels.ts';
import { adminQueryState } from './admin-query-state.tsx';
import { AdminShell } from './admin-shell.tsx';
import { Pager } from './pager.tsx';

function AuditRow({ entry }: { entry: AuditEntry }) {
  const target = auditTargetLabel(entry.targetType, entry.targetId);
  return (
    <li className="flex flex-col gap-1 border-b border-border px-gutter py-3">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold">{auditActionLabel(entry.action)}</span>
        {target && <span className="text-sm text-muted-foreground">{target}</span>}
      </p>
      <p className="text-xs text-muted-foreground tabular-nums">
        {auditActorLabel(entry.actorSource, entry.actorUsername)} ·{' '}
        <time dateTime={entry.createdAt}>{formatSeoulDateTime(entry.createdAt)}</time>
      </p>
      {Object.keys(entry.details).length > 0 && (
        <details className="text-xs">
          <summary className="cursor-pointer py-1 text-muted-foreground">자세히 보기</summary>
          <pre className="mt-1 overflow-x-auto rounded-md bg-muted p-2 whitespace-pre-wrap break-all">
            {JSON.stringify(entry.details, null, 2)}
          </pre>
        </details>
      )}
    </li>
  );
}

function AuditList() {
  const [page, setPage] = useState(0);
  const query = useAuditLog(page);
  const state = adminQueryState(query, '감사 로그를 불러오지 못했습니다.');
  if (state || !query.data) return state;
  const { content, totalElements } = query.data;
  if (content.length === 0) return <EmptyState className="flex-1" title="기록된 관리 작업이 없습니다." />;
  return (
    <div className="flex flex-1 flex-col">
      <p className="px-gutter pt-4 pb-2 text-sm text-muted-foreground">최신순 · 시간은 한국 시간(KST)</p>
      <ul aria-label="감사 로그">
        {content.map((entry) => (
          <AuditRow key={entry.id} entry={entry} />
        ))}
      </ul>
      <Pager page={page} size={ADMIN_LIST_SIZE} totalElements={totalElements} onChange={setPage} />
    </div>
  );
}

/** /admin/audit-log: every admin write, newest first (who, what, on what, when in Asia/Seoul). */
export function AuditLogScreen() {
  return (
    <AdminShell title="감사 로그">
      <AuditList />
    </AdminShell>
  );
}

export { AuditLogScreen as Component };
