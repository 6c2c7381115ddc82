import { type DevLoginRequest, type LoginData, accountPaths } from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/dev-login` (development only): signs in as `username`, made on first use. */
export const devLoginRequest = (body: DevLoginRequest): Promise<LoginData> => api.post<LoginData>(accountPaths.devLogin, { body });
