import type { Endpoint } from '../endpoint.ts';

// Home calls (spec 1 §7): home data and active banners for everyone; every banner and its writes for
// admins, including the banner image upload. Static paths come before `:id`, which would capture them.

export const getHomeData = {
  method: 'GET',
  path: '/api/home',
  caller: 'anyone',
  response: 'HomeDataSchema',
} as const satisfies Endpoint;

export const listActiveBanners = {
  method: 'GET',
  path: '/api/home/banners',
  caller: 'anyone',
  response: 'BannerListSchema',
} as const satisfies Endpoint;

export const listAllBanners = {
  method: 'GET',
  path: '/api/home/banners/admin',
  caller: 'admin',
  response: 'BannerListSchema',
} as const satisfies Endpoint;

export const createBanner = {
  method: 'POST',
  path: '/api/home/banners',
  caller: 'admin',
  body: 'BannerInputSchema',
  response: 'BannerSchema',
  status: 201,
} as const satisfies Endpoint;

export const reorderBanners = {
  method: 'PUT',
  path: '/api/home/banners/order',
  caller: 'admin',
  body: 'BannerOrderInputSchema',
  response: 'BannerListSchema',
  description: "Every banner's id in the new display order.",
} as const satisfies Endpoint;

export const uploadBannerImage = {
  method: 'POST',
  path: '/api/home/banners/image',
  caller: 'admin',
  body: 'multipart',
  response: 'BannerImageUploadSchema',
  errors: [429],
} as const satisfies Endpoint;

export const updateBanner = {
  method: 'PUT',
  path: '/api/home/banners/:id',
  caller: 'admin',
  params: 'IdParamsSchema',
  body: 'BannerInputSchema',
  response: 'BannerSchema',
  errors: [404],
} as const satisfies Endpoint;

export const deleteBanner = {
  method: 'DELETE',
  path: '/api/home/banners/:id',
  caller: 'admin',
  params: 'IdParamsSchema',
  response: 'MessageSchema',
  errors: [404],
} as const satisfies Endpoint;
