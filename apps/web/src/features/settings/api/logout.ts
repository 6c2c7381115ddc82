import { accountPaths } from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/logout` (empty body, bearer): ends the session on the server. */
export function logoutRequest(): Promise<unknown> {
  return api.post(accountPaths.logout);
}
