import { type LoginUrl, type OAuthProvider, accountPaths } from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/auth/{provider}/login-url`: where the browser goes to sign in with the provider. 503 when it is not configured. */
export const getLoginUrl = (provider: OAuthProvider): Promise<LoginUrl> => api.get<LoginUrl>(accountPaths.loginUrl(provider));
