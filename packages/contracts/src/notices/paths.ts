/** Notice endpoints (spec 1 §7, spec 2 §7). */
export const noticePaths = {
  notices: '/api/notices',
  notice: (id: number | string) => `/api/notices/${id}`,
  noticePattern: '/api/notices/:id',
  importantNotices: '/api/notices/important',
  latestImportantNotice: '/api/notices/latest-important',
  noticesAdmin: '/api/notices/admin',
} as const;
