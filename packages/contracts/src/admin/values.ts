/** What the admin timeline lists, one kind per source table (reviews, collections, collected games, wishlist). */
export const ADMIN_ACTIVITY_TYPES = ['REVIEW', 'COLLECTION_CREATED', 'GAME_ADDED', 'WISHLIST_ADDED'] as const;
export type AdminActivityType = (typeof ADMIN_ACTIVITY_TYPES)[number];

export const ADMIN_ACTIVITY_TYPE_LABELS: Record<AdminActivityType, string> = {
  REVIEW: '리뷰 작성',
  COLLECTION_CREATED: '컬렉션 생성',
  GAME_ADDED: '게임 추가',
  WISHLIST_ADDED: '위시리스트 추가',
};

/** Spec 3 §9: first page 0, 20 a page. */
export const ADMIN_PAGE_SIZE_DEFAULT = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;

/** Review text shown in the timeline: the first 100 characters. */
export const ADMIN_CONTENT_PREVIEW_LENGTH = 100;

/** Who made an admin change: an admin through the API, the `npm run admin` command, or ADMIN_USERNAMES at sign-in. */
export const AUDIT_ACTOR_SOURCES = ['admin', 'cli', 'config'] as const;
export type AuditActorSource = (typeof AUDIT_ACTOR_SOURCES)[number];

/** The time zone of the admin timeline (spec 3 §9). */
export const ADMIN_TIME_ZONE = 'Asia/Seoul';
