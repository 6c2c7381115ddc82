import { type OAuthProvider, getOAuthLoginUrl } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';

/** Where the browser goes to sign in with the provider. 503 when it is not configured. */
export const getLoginUrl = (provider: OAuthProvider) => call(getOAuthLoginUrl, { params: { provider } });
