import { useState } from 'react';
import { SUGGESTION_STATUSES, type AdminInfoSuggestion, type SuggestionStatus } from '@gameshelf/contracts';
import { ConfirmDialog, EmptyState, SegmentedControl, useToast } from '@gameshelf/ui';
import { ADMIN_LIST_SIZE } from '../api/admin-keys.ts';
import { useAdminSuggestions, useDecideSuggestion, type SuggestionDecision } from '../api/suggestions.ts';
import { decisionMessage, STATUS_LABELS } from '../lib/suggestion-view.ts';
import { adminQueryState } from './admin-query-state.tsx';
import { AdminShell } from './admin-shell.tsx';
import { Pager } from './pager.tsx';
import { SuggestionItem } from './suggestion-item.tsx';

const STATUS_OPTIONS = SUGGESTION_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));
const EMPTY_TEXT: Record<SuggestionStatus, string> = {
  PENDING: '처리할 수정 제안이 없습니다.',
  ACCEPTED: '반영한 수정 제안이 없습니다.',
  REJECTED: '반려한 수정 제안이 없습니다.',
};

type Pending = { suggestion: AdminInfoSuggestion; decision: SuggestionDecision } | null;

function SuggestionQueue() {
  const toast = useToast();
  const [status, setStatus] = useState<SuggestionStatus>('PENDING');
  const [page, setPage] = useState(0);
  const [confirming, setConfirming] = useState<Pending>(null);
  const query = useAdminSuggestions(status, page);
  const decide = useDecideSuggestion();

  const run = () => {
    if (!confirming) return;
    const { suggestion, decision } = confirming;
    decide.mutate(
      { id: suggestion.id, decision },
      {
        onSuccess: () => toast.success(decisionMessage(suggestion, decision)),
        onError: (error) => toast.error(error.message),
      },
    );
  };

  const state = adminQueryState(query, '수정 제안을 불러오지 못했습니다.');
  return (
    <div className="flex flex-1 flex-col">
      <div className="px-gutter pt-4 pb-2">
        <SegmentedControl
          label="처리 상태"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(0);
          }}
        />
      </div>
      {state ??
        (query.data && query.data.content.length === 0 ? (
          <EmptyState className="flex-1" title={EMPTY_TEXT[status]} />
        ) : (
          query.data && (
            <>
              <ul aria-label={`${STATUS_LABELS[status]} 수정 제안`}>
                {query.data.content.map((suggestion) => (
                  <SuggestionItem
                    key={suggestion.id}
                    suggestion={suggestion}
                    busy={decide.isPending}
                    onDecide={(decision) => setConfirming({ suggestion, decision })}
                  />
                ))}
              </ul>
              <Pager page={page} size={ADMIN_LIST_SIZE} totalElements={query.data.totalElements} onChange={setPage} />
            </>
          )
        ))}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming?.decision === 'reject' ? '이 제안을 반려할까요?' : '이 제안을 반영할까요?'}
        description={
          confirming?.decision === 'accept' && confirming.suggestion.field === 'nameKo'
            ? `'${confirming.suggestion.gameName}'의 한국어 제목이 '${confirming.suggestion.value ?? ''}'(으)로 바뀌고 검색에 바로 반영돼요.`
            : undefined
        }
        confirmLabel={confirming?.decision === 'reject' ? '반려' : '반영'}
        tone={confirming?.decision === 'reject' ? 'danger' : 'default'}
        onConfirm={run}
      />
    </div>
  );
}

/** /admin/suggestions: the info-suggestion queue, pending first, with accept and reject. */
export function SuggestionsScreen() {
  return (
    <AdminShell title="정보 수정 제안">
      <SuggestionQueue />
    </AdminShell>
  );
}

export { SuggestionsScreen as Component };
