import { userKeys } from '../../../entities/accounts/user-keys.ts';

/** GOG library keys, under the user's keys so signing out forgets them. */
export const gogKeys = {
  all: [...userKeys.all, 'gog'] as const,
  games: () => [...gogKeys.all, 'games'] as const,
  stats: () => [...gogKeys.all, 'stats'] as const,
};
