import type { Endpoint } from '../endpoint.ts';

// Issue 35: the link preview image of each shareable page (Open Graph and Twitter cards), a PNG of
// PREVIEW_IMAGE_WIDTH × PREVIEW_IMAGE_HEIGHT. What a guest may not see (a private collection or
// profile, a review on a private profile) answers the same 404 as something that does not exist.

export const getGamePreviewImage = {
  method: 'GET',
  path: '/api/previews/games/:id',
  caller: 'anyone',
  params: 'IdParamsSchema',
  response: 'image',
  description: "A game's link preview (PNG, 1200×630): its cover and Korean name.",
} as const satisfies Endpoint;

export const getCollectionPreviewImage = {
  method: 'GET',
  path: '/api/previews/collections/:id',
  caller: 'anyone',
  params: 'IdParamsSchema',
  response: 'image',
  description: "A public collection's link preview (PNG, 1200×630): its covers, name, owner and game count.",
} as const satisfies Endpoint;

export const getProfilePreviewImage = {
  method: 'GET',
  path: '/api/previews/users/:username',
  caller: 'anyone',
  params: 'UsernameParamsSchema',
  response: 'image',
  description: "A public profile's link preview (PNG, 1200×630): the avatar, name and stats.",
} as const satisfies Endpoint;

export const getReviewPreviewImage = {
  method: 'GET',
  path: '/api/previews/reviews/:id',
  caller: 'anyone',
  params: 'IdParamsSchema',
  response: 'image',
  description: "A review's link preview (PNG, 1200×630): the game, the rating and the start of the text.",
} as const satisfies Endpoint;

export const getNoticePreviewImage = {
  method: 'GET',
  path: '/api/previews/notices/:id',
  caller: 'anyone',
  params: 'NoticeIdParamsSchema',
  response: 'image',
  description: "A notice's link preview (PNG, 1200×630): its title.",
} as const satisfies Endpoint;
