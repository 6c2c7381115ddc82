import type { Endpoint } from '../endpoint.ts';

// Notice calls (spec 1 §7, spec 2 §7): public reading, admin writing. Static paths come before `:id`,
// which would capture them.

export const pageNotices = {
  method: 'GET',
  path: '/api/notices',
  caller: 'anyone',
  query: 'NoticePageQuerySchema',
  response: 'NoticePageSchema',
} as const satisfies Endpoint;

export const listImportantNotices = {
  method: 'GET',
  path: '/api/notices/important',
  caller: 'anyone',
  response: 'NoticeListSchema',
} as const satisfies Endpoint;

export const getLatestImportantNotice = {
  method: 'GET',
  path: '/api/notices/latest-important',
  caller: 'anyone',
  response: 'NoticeSummarySchema',
  noContent: true,
  description: 'The newest important notice for the home strip; 204 when there is none.',
} as const satisfies Endpoint;

export const pageAdminNotices = {
  method: 'GET',
  path: '/api/notices/admin',
  caller: 'admin',
  query: 'NoticePageQuerySchema',
  response: 'NoticePageSchema',
} as const satisfies Endpoint;

export const getNotice = {
  method: 'GET',
  path: '/api/notices/:id',
  caller: 'anyone',
  params: 'NoticeIdParamsSchema',
  response: 'NoticeSchema',
  errors: [404],
  description: 'One notice; counts a view per visitor and day.',
} as const satisfies Endpoint;

export const createNotice = {
  method: 'POST',
  path: '/api/notices',
  caller: 'admin',
  body: 'NoticeInputSchema',
  response: 'NoticeSchema',
  status: 201,
} as const satisfies Endpoint;

export const updateNotice = {
  method: 'PUT',
  path: '/api/notices/:id',
  caller: 'admin',
  params: 'NoticeIdParamsSchema',
  body: 'NoticeInputSchema',
  response: 'NoticeSchema',
  errors: [404],
} as const satisfies Endpoint;

export const deleteNotice = {
  method: 'DELETE',
  path: '/api/notices/:id',
  caller: 'admin',
  params: 'NoticeIdParamsSchema',
  response: 'MessageSchema',
  errors: [404],
} as const satisfies Endpoint;
