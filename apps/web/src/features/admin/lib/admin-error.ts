import { adminMessages } from '@gameshelf/contracts';
import { ApiError } from '../../../lib/api-client.ts';

/** 403: the signed-in user is not an admin (the access-denied page). */
export const isForbidden = (error: unknown): boolean => error instanceof ApiError && error.status === 403;

/** What the admin page says for a failed call (spec 3 §8 "Admin"); 401s were refreshed and retried already. */
export function adminErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return adminMessages.requestFailed;
  if (error.status === 401) return adminMessages.authRequired;
  if (error.status === 403) return adminMessages.adminRequired;
  if (error.status === 404) return adminMessages.userNotFound;
  return adminMessages.requestFailed;
}
