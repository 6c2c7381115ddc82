import { commonMessages, STEAM_PROFILE_PRIVATE, steamMessages } from '@gameshelf/contracts';
import { ApiError } from '../../../lib/api-client.ts';

/** Where an error surfaced: the library and its calls, or finding and linking a game's info. */
export type SteamErrorContext = 'library' | 'mapping';

/** Per answer status (spec 3 §8; 401 and 429 verbatim, the others ours). */
export const STEAM_STATUS_MESSAGES: Readonly<Record<number, string>> = {
  401: steamMessages.authRequired,
  403: 'Steam 프로필 또는 게임 세부 정보가 비공개로 설정되어 있어 불러올 수 없습니다.',
  404: 'Steam에서 요청한 정보를 찾을 수 없습니다.',
  429: commonMessages.tooManyRequests,
  500: 'Steam 연동 중 서버에서 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  502: 'Steam 서버에서 올바른 응답을 받지 못했습니다. 잠시 후 다시 시도해주세요.',
  503: steamMessages.steamUnavailable,
  504: 'Steam 서버의 응답이 너무 늦습니다. 잠시 후 다시 시도해주세요.',
};

export const STEAM_NETWORK_MESSAGE = commonMessages.networkError;
export const STEAM_BAD_RESPONSE_MESSAGE = commonMessages.unexpectedResponse;
export const STEAM_UNKNOWN_MESSAGE = '예상하지 못한 오류가 발생했습니다. 다시 시도하거나 페이지를 새로고침해주세요.';

/** The 403 of a profile or game details that are not public (its code, or the code in its message). */
export function isSteamProfilePrivate(error: unknown): boolean {
  return error instanceof ApiError && (error.code === STEAM_PROFILE_PRIVATE || error.message.includes(STEAM_PROFILE_PRIVATE));
}

/** The server's own Korean words are kept where they say more than the status (the cooldown, Steam down or not set up). */
const keepsServerMessage = (error: ApiError) => error.status === 503 || error.code === 'SYNC_COOLDOWN';

/** A Korean message for any failure of a Steam call. */
export function steamErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return STEAM_UNKNOWN_MESSAGE;
  if (error.status === 0) return STEAM_NETWORK_MESSAGE;
  if (error.message === commonMessages.unexpectedResponse) return STEAM_BAD_RESPONSE_MESSAGE;
  if (keepsServerMessage(error)) return error.message;
  return STEAM_STATUS_MESSAGES[error.status] ?? error.message;
}

/** A failed sync's toast (spec 3 §8): the server's message for the cooldown (429) and Steam being out of reach (503). */
export function syncErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 429 || error.status === 503 || error.status === 0)) return error.message;
  return steamMessages.syncFailed;
}
