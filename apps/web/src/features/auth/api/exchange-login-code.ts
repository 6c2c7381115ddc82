import { type LoginCodeExchange, redeemLoginCode } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';

/** The OAuth callback's one-time code traded for the login data (once). */
export const exchangeLoginCode = (body: LoginCodeExchange) => call(redeemLoginCode, { body });
