import type { AdminUserSummary } from '@gameshelf/contracts';

/** The list's own filter (spec 3 §5): a case-insensitive substring of nickname, e-mail or username. */
export function filterUsers(users: readonly AdminUserSummary[], text: string): AdminUserSummary[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return [...users];
  return users.filter((user) => [user.displayName, user.email, user.username].some((field) => field?.toLowerCase().includes(needle)));
}
