export const NOTIFICATIONS_PAGE_SIZE = 20;
/** The header badge shows '9+' above this (spec 1 §9). */
export const NOTIFICATION_BADGE_MAX = 9;
export const notificationBadge = (count: number): string => (count > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(count));
