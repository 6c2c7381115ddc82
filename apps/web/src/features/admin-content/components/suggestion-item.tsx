import type { AdminInfoSuggestion } from '@gameshelf/contracts';
import { Badge, Button } from '@gameshelf/ui';
import { formatSeoulDateTime } from '../../../lib/korean-date.ts';
import { STATUS_LABELS, suggestionChange } from '../lib/suggestion-view.ts';

/** One suggestion: game, field, current and proposed value, the note, who and when; decisions while pending. */
export function SuggestionItem({
  suggestion,
  busy,
  onDecide,
}: {
  suggestion: AdminInfoSuggestion;
  busy: boolean;
  onDecide: (decision: 'accept' | 'reject') => void;
}) {
  const change = suggestionChange(suggestion);
  const pending = suggestion.status === 'PENDING';
  return (
    <li className="flex flex-col gap-2 border-b border-border px-gutter py-4">
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-semibold break-keep">{suggestion.gameName}</h2>
        {!pending && <Badge>{STATUS_LABELS[suggestion.status]}</Badge>}
      </div>
      {suggestion.field && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">항목</dt>
          <dd>{change.field}</dd>
          <dt className="text-muted-foreground">현재 값</dt>
          <dd>{change.current}</dd>
          <dt className="text-muted-foreground">제안 값</dt>
          <dd className="font-semibold text-primary">{change.proposed}</dd>
        </dl>
      )}
      <p className="rounded-md bg-muted px-3 py-2 text-sm break-words whitespace-pre-line">{suggestion.suggestionText}</p>
      <p className="text-xs text-muted-foreground tabular-nums">
        {suggestion.username} · {formatSeoulDateTime(suggestion.createdAt)}
      </p>
      {pending && (
        <div className="flex justify-end gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => onDecide('reject')}
            aria-label={`${suggestion.gameName} 제안 반려`}
          >
            반려
          </Button>
          <Button size="sm" disabled={busy} onClick={() => onDecide('accept')} aria-label={`${suggestion.gameName} 제안 반영`}>
            반영
          </Button>
        </div>
      )}
    </li>
  );
}
