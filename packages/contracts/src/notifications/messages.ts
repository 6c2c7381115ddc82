/** Notification copy (spec 2 §2). */
export const notificationMessages = {
  empty: '새로운 알림이 없습니다.',
  loadFailed: '알림을 불러오는 중 오류가 발생했습니다.',
} as const;
