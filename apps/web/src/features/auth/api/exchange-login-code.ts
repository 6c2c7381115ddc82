import { type LoginCodeExchange, type LoginData, accountPaths } from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/exchange`: the OAuth callback's one-time code traded for the login data (once). */
export const exchangeLoginCode = (body: LoginCodeExchange): Promise<LoginData> =>
  api.post<LoginData>(accountPaths.loginCodeExchange, { body });
