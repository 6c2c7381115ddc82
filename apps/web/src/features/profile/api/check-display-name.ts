import { queryOptions, useQuery } from '@tanstack/react-query';
import { displayNameError, normalizeDisplayName, accountMessages, checkDisplayNameAvailability } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { userKeys } from '../../../entities/accounts/user-keys.ts';

/** Typing pauses this long before the nickname is checked with the server. */
export const DISPLAY_NAME_CHECK_DEBOUNCE_MS = 300;

export function checkDisplayName(displayName: string, signal?: AbortSignal) {
  return call(checkDisplayNameAvailability, { query: { displayName }, signal });
}

export const displayNameCheckQueryOptions = (displayName: string) =>
  queryOptions({
    queryKey: userKeys.displayNameCheck(displayName),
    queryFn: ({ signal }) => checkDisplayName(displayName, signal),
    staleTime: 30_000,
  });

export type DisplayNameAvailability =
  /** Nothing to check: the nickname breaks a rule, is empty, or is the user's own current one. */
  { status: 'idle' } | { status: 'checking' } | { status: 'available'; message: string } | { status: 'taken'; message: string };

/**
 * Whether a nickname is free, asked `DISPLAY_NAME_CHECK_DEBOUNCE_MS` after typing stops and only
 * for nicknames that pass the contract's rule. `ownDisplayName` (profile edit) is never checked.
 * A failed check says nothing: saving still validates on the server.
 */
export function useDisplayNameAvailability(value: string, ownDisplayName?: string | null): DisplayNameAvailability {
  const displayName = normalizeDisplayName(value);
  const debounced = useDebouncedValue(displayName, DISPLAY_NAME_CHECK_DEBOUNCE_MS);
  const eligible = displayNameError(displayName) === null && displayName !== ownDisplayName;
  const settled = debounced === displayName;
  const query = useQuery({ ...displayNameCheckQueryOptions(debounced), enabled: eligible && settled });

  if (!eligible) return { status: 'idle' };
  if (!settled) return { status: 'checking' };
  if (query.data) {
    return query.data.available
      ? { status: 'available', message: accountMessages.displayNameAvailable }
      : { status: 'taken', message: query.data.message ?? accountMessages.displayNameTaken };
  }
  return query.isFetching ? { status: 'checking' } : { status: 'idle' };
}
