import { apiPaths, type DevLoginRequest, type LoginData } from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/auth/dev-login` (development only): signs in as `username`, made on first use. */
export const devLoginRequest = (body: DevLoginRequest): Promise<LoginData> => api.post<LoginData>(apiPaths.devLogin, { body });
