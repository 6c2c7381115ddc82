import { steamMessages } from '@gameshelf/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { STEAM_UNKNOWN_MESSAGE, steamErrorMessage, type SteamErrorContext } from './steam-errors.ts';

/** The Steam error boundary's categories (spec 3 §2.2); read only when something failed (the fallback loads lazily). */
export type SteamErrorCategory = 'auth' | 'connection' | 'mapping' | 'unknown';

/**
 * Which category an error falls in: signing in again (401), reaching Steam or our server (no answer,
 * a rate limit, 5xx), finding a game's info (anything in the mapping context, a missing library game),
 * else unknown.
 */
export function steamErrorCategory(error: unknown, context: SteamErrorContext = 'library'): SteamErrorCategory {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'auth';
    if (context === 'mapping' || error.status === 404) return 'mapping';
    if (error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500) return 'connection';
    return 'unknown';
  }
  return context === 'mapping' ? 'mapping' : 'unknown';
}

/** The boundary's heading per category; its message comes from steamErrorMessage where the error says more. */
export const STEAM_ERROR_TITLES: Readonly<Record<SteamErrorCategory, string>> = {
  auth: '로그인 정보가 만료되었어요',
  connection: 'Steam에 연결할 수 없습니다',
  mapping: '게임 정보를 연결하지 못했습니다',
  unknown: '문제가 발생했습니다',
};

/** The boundary's message: the status's words, or the category's when the error is not a call's. */
export function steamBoundaryMessage(error: unknown, category: SteamErrorCategory): string {
  if (category === 'auth') return steamMessages.authRequired;
  if (error instanceof ApiError) {
    if (category === 'mapping' && error.status >= 500) return '게임 정보를 찾는 중 오류가 발생했습니다. 잠시 후 다시 시도해주세요.';
    return steamErrorMessage(error);
  }
  return category === 'mapping' ? '게임 정보를 연결하는 중 문제가 생겼습니다. 다시 시도해주세요.' : STEAM_UNKNOWN_MESSAGE;
}
