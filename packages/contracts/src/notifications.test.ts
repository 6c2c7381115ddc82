import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  collectionLikedCopy,
  gameReleasedCopy,
  librarySyncedCopy,
  notificationBadge,
  reviewHelpfulCopy,
} from './notifications/index.ts';
import { NotificationPreferencesSchema, UpdateNotificationPreferencesInputSchema } from './notifications/schemas.ts';

describe('notification copy', () => {
  it('tells of a released wishlisted game', () => {
    expect(gameReleasedCopy({ gameName: '할로우 나이트: 실크송' })).toEqual({
      title: '위시리스트 게임이 출시됐어요',
      message: '위시리스트에 담아 둔 할로우 나이트: 실크송, 이제 플레이할 수 있어요.',
    });
  });

  it('tells of one like without a count, and of more with how many', () => {
    expect(collectionLikedCopy({ collectionName: '인생 RPG', likeCount: 1 })).toEqual({
      title: '내 컬렉션에 좋아요가 달렸어요',
      message: "누군가 '인생 RPG' 컬렉션을 좋아해요.",
    });
    expect(collectionLikedCopy({ collectionName: '인생 RPG', likeCount: 12 }).message).toBe("12명이 '인생 RPG' 컬렉션을 좋아해요.");
  });

  it("groups helpful votes as 'N명이 …'", () => {
    expect(reviewHelpfulCopy({ gameName: '엘든 링', helpfulCount: 3 })).toEqual({
      title: '내 리뷰가 도움이 됐어요',
      message: '3명이 엘든 링 리뷰를 도움됨으로 표시했어요.',
    });
  });

  it('names the store of a sync and its new matches', () => {
    expect(librarySyncedCopy({ store: 'gog', newMatches: 4 })).toEqual({
      title: 'GOG 라이브러리 동기화 완료',
      message: '새로 연결된 게임이 4개 있어요. 라이브러리에서 확인해 보세요.',
    });
    expect(librarySyncedCopy({ store: 'steam', newMatches: 1 }).title).toBe('Steam 라이브러리 동기화 완료');
  });
});

describe('notification values', () => {
  it("caps the badge at '9+'", () => {
    expect([0, 9, 10, 250].map(notificationBadge)).toEqual(['0', '9', '9+', '9+']);
  });

  it('labels every kind, and takes switches only for known kinds, at least one', () => {
    expect(NOTIFICATION_KINDS.every((kind) => NOTIFICATION_KIND_LABELS[kind].length > 0)).toBe(true);
    expect(UpdateNotificationPreferencesInputSchema.safeParse({ kinds: { review_helpful: false } }).success).toBe(true);
    expect(UpdateNotificationPreferencesInputSchema.safeParse({ kinds: {} }).success).toBe(false);
    expect(UpdateNotificationPreferencesInputSchema.safeParse({ kinds: { other: true } }).success).toBe(false);
    expect(NotificationPreferencesSchema.safeParse({ kinds: { price_drop: true } }).success).toBe(false);
  });
});
