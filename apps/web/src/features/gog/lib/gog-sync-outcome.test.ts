import { describe, expect, it, vi } from 'vitest';
import { commonMessages, GOG_REFRESH_TOKEN_EXPIRED, GOG_TOKEN_EXPIRED, gogMessages } from '@gameshelf/contracts';

await vi.hoisted(async () => {
  const { installMemoryLocalStorage } = await import('../../../testing/memory-storage.ts');
  installMemoryLocalStorage();
});

const { ApiError } = await import('../../../lib/api-client.ts');
const { gogSyncErrorOutcome, gogSyncResultOutcome, isGogAuthExpired } = await import('./gog-sync-outcome.ts');

describe('isGogAuthExpired', () => {
  it('knows a 401, or an expired-token code in the code or the message', () => {
    expect(isGogAuthExpired(new ApiError(401, gogMessages.tokenExpired, undefined, GOG_TOKEN_EXPIRED))).toBe(true);
    expect(isGogAuthExpired(new ApiError(401, '인증이 필요합니다.'))).toBe(true);
    expect(isGogAuthExpired(new ApiError(400, `${GOG_REFRESH_TOKEN_EXPIRED}: 다시 인증해주세요.`))).toBe(true);
    expect(isGogAuthExpired(new ApiError(500, 'x', undefined, GOG_TOKEN_EXPIRED))).toBe(true);
    expect(isGogAuthExpired(new ApiError(500, commonMessages.internalError))).toBe(false);
    expect(isGogAuthExpired(new Error(GOG_TOKEN_EXPIRED))).toBe(false);
  });
});

describe('gogSyncResultOutcome', () => {
  it('sums up a sync, or says it was processed without a result', () => {
    expect(gogSyncResultOutcome({ success: true, message: 'x', syncResult: { totalGames: 10, mappedGames: 6 } })).toEqual({
      kind: 'done',
      message: '🔄 GOG 게임목록 동기화 완료!',
      description: '10개 게임 처리 (매핑: 6개)',
    });
    expect(gogSyncResultOutcome({ success: true, message: 'x' })).toEqual({
      kind: 'done',
      message: gogMessages.syncDone,
      description: '처리 완료',
    });
  });

  it('gives the server’s words for success false, else the sync failure; an expiry in them is the expiry', () => {
    expect(gogSyncResultOutcome({ success: false, message: '목록을 받지 못했습니다.' })).toEqual({
      kind: 'failed',
      message: '목록을 받지 못했습니다.',
    });
    expect(gogSyncResultOutcome({ success: false, message: '' })).toEqual({
      kind: 'failed',
      message: 'GOG 라이브러리 동기화에 실패했습니다.',
    });
    expect(gogSyncResultOutcome({ success: false, message: gogMessages.refreshTokenExpired })).toEqual({ kind: 'authExpired' });
  });
});

describe('gogSyncErrorOutcome', () => {
  it('sorts failures: expired sign-in, cooldown, not linked, out of reach, the rest', () => {
    expect(gogSyncErrorOutcome(new ApiError(401, gogMessages.refreshTokenExpired, undefined, GOG_REFRESH_TOKEN_EXPIRED))).toEqual({
      kind: 'authExpired',
    });
    expect(gogSyncErrorOutcome(new ApiError(429, gogMessages.cooldown(2), undefined, 'SYNC_COOLDOWN'))).toEqual({
      kind: 'cooldown',
      message: '동기화는 2분 후에 가능합니다',
    });
    expect(gogSyncErrorOutcome(new ApiError(400, '동기화는 1분 후에 가능합니다'))).toMatchObject({ kind: 'cooldown' });
    expect(gogSyncErrorOutcome(new ApiError(400, gogMessages.notLinked))).toEqual({ kind: 'notLinked', message: gogMessages.notLinked });
    expect(gogSyncErrorOutcome(new ApiError(503, gogMessages.gogUnavailable))).toEqual({
      kind: 'failed',
      message: gogMessages.syncFailed,
      description: gogMessages.gogUnavailable,
    });
    expect(gogSyncErrorOutcome(new ApiError(0, commonMessages.networkError))).toMatchObject({ description: commonMessages.networkError });
    expect(gogSyncErrorOutcome(new ApiError(500, commonMessages.internalError))).toEqual({
      kind: 'failed',
      message: gogMessages.syncFailed,
    });
    expect(gogSyncErrorOutcome(new TypeError('boom'))).toEqual({ kind: 'failed', message: gogMessages.syncFailed });
  });
});
