import { GOG_REFRESH_TOKEN_EXPIRED, GOG_TOKEN_EXPIRED, gogMessages, type GogSyncResult } from '@gameshelf/contracts';
import { ApiError } from '../../../lib/api-client.ts';

/** How a sync ended, for what the library tells the user (spec 3 §8). */
export type GogSyncOutcome =
  | { kind: 'done'; message: string; description: string }
  /** GOG's sign-in expired: the info toast and the banner. */
  | { kind: 'authExpired' }
  /** Refused as too soon ('동기화는 {n}분 후에 가능합니다'): the server's words. */
  | { kind: 'cooldown'; message: string }
  /** No GOG account linked (any more): the server's words, then linking starts over. */
  | { kind: 'notLinked'; message: string }
  | { kind: 'failed'; message: string; description?: string };

const EXPIRED_CODES = [GOG_TOKEN_EXPIRED, GOG_REFRESH_TOKEN_EXPIRED] as const;
const mentionsExpiry = (text: string | undefined) => text !== undefined && EXPIRED_CODES.some((code) => text.includes(code));

/** A 401, or an expired-token code in the error's code or message (the API client keeps our session for those). */
export function isGogAuthExpired(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || mentionsExpiry(error.code) || mentionsExpiry(error.message));
}

/** An answered sync: the summary, or (success false) the server's message, else 'GOG 라이브러리 동기화에 실패했습니다.'. */
export function gogSyncResultOutcome(result: GogSyncResult): GogSyncOutcome {
  if (!result.success) {
    if (mentionsExpiry(result.message)) return { kind: 'authExpired' };
    return { kind: 'failed', message: result.message || gogMessages.syncFailed };
  }
  const description = result.syncResult
    ? gogMessages.syncDoneDescription(result.syncResult.totalGames, result.syncResult.mappedGames)
    : gogMessages.syncDoneNoResult;
  return { kind: 'done', message: gogMessages.syncDone, description };
}

/** A failed sync call. GOG or the network out of reach keeps the generic toast, with the reason under it. */
export function gogSyncErrorOutcome(error: unknown): GogSyncOutcome {
  if (isGogAuthExpired(error)) return { kind: 'authExpired' };
  if (!(error instanceof ApiError)) return { kind: 'failed', message: gogMessages.syncFailed };
  if (error.code === 'SYNC_COOLDOWN' || error.message.includes('분 후에 가능합니다')) return { kind: 'cooldown', message: error.message };
  if (error.status === 400) return { kind: 'notLinked', message: error.message };
  if (error.status === 503 || error.status === 0) return { kind: 'failed', message: gogMessages.syncFailed, description: error.message };
  return { kind: 'failed', message: gogMessages.syncFailed };
}
