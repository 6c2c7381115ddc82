import type { UserInfo } from '@gameshelf/contracts';
import { ApiError } from '../../../lib/api-client.ts';

/** The client's view of the role: the server decides (403), this only spares a non-admin the screens. */
export const isAdmin = (user: UserInfo | null): boolean => user?.role === 'admin';

/** The server refused the call for the role ('관리자 권한이 필요합니다.'). */
export const isForbidden = (error: unknown): boolean => error instanceof ApiError && error.status === 403;
