import type { UseQueryResult } from '@tanstack/react-query';
import { commonMessages } from '@gameshelf/contracts';
import { ErrorState, LoadingState } from '@gameshelf/ui';
import { isForbidden } from '../lib/admin-access.ts';
import { AccessDenied } from '../../../components/access-denied.tsx';

/** Loading, access denied (403) or failed, else null: the list is ready to show. */
export function adminQueryState(query: UseQueryResult<unknown>, failedTitle: string) {
  if (query.isPending) return <LoadingState className="flex-1" label={commonMessages.loading} />;
  if (!query.isError) return null;
  if (isForbidden(query.error)) return <AccessDenied />;
  return (
    <ErrorState
      className="flex-1"
      title={failedTitle}
      message={query.error.message}
      retryLabel={commonMessages.retry}
      onRetry={() => void query.refetch()}
    />
  );
}
