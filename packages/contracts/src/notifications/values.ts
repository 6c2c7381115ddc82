export const NOTIFICATIONS_PAGE_SIZE = 20;
/** The header badge shows '9+' above this (spec 1 §9). */
export const NOTIFICATION_BADGE_MAX = 9;
export const notificationBadge = (count: number): string => (count > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(count));

/**
 * What a notification tells of (issue 36), in the order settings lists them: a wishlisted game got
 * cheaper, a wishlisted game came out, someone liked my collection, my review was found helpful, a
 * store library sync found new games. Each can be switched off; `notificationEnabled` switches all.
 */
export const NOTIFICATION_KINDS = ['price_drop', 'game_released', 'collection_liked', 'review_helpful', 'library_synced'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Each kind's switch in settings. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  price_drop: '위시리스트 가격 인하',
  game_released: '위시리스트 게임 출시',
  collection_liked: '내 컬렉션 좋아요',
  review_helpful: '내 리뷰 도움됨',
  library_synced: '스토어 라이브러리 동기화',
};

/** A kind's switch as settings shows it: on unless the player switched it off. */
export type NotificationKindSwitches = Record<NotificationKind, boolean>;

/** A released wishlisted game is announced when its release date is today or at most this many days past. */
export const GAME_RELEASED_WINDOW_DAYS = 3;
