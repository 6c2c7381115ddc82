import { signOut } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';

/** Ends the session on the server. */
export function logoutRequest(): Promise<unknown> {
  return call(signOut);
}
