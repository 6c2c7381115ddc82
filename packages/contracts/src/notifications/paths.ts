/** The signed-in user's notifications (spec 1 §2 header bell, spec 2 §2 /notifications). */
export const notificationPaths = {
  notifications: '/api/notifications',
  notificationsUnreadCount: '/api/notifications/unread-count',
} as const;
