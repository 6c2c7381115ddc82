import { type UserInfo, accountPaths } from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';

/** `GET /api/auth/me`: the user the stored access token belongs to. */
export const getMe = (signal?: AbortSignal): Promise<UserInfo> => api.get<UserInfo>(accountPaths.me, { signal });
