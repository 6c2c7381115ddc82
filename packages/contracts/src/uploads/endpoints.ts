import type { Endpoint } from '../endpoint.ts';

// Spec 2 §5 and §9: the profile photo upload, and the stored images (local storage only).

export const postProfileImage = {
  method: 'POST',
  path: '/api/upload/profile-image',
  caller: 'user',
  body: 'multipart',
  response: 'ProfileImageUploadSchema',
  errors: [429],
  description: 'Multipart field `file`: an image up to 5 MB, stored as WebP; answers its URL.',
} as const satisfies Endpoint;

export const serveUploadedImage = {
  method: 'GET',
  path: '/uploads/*',
  caller: 'anyone',
  response: 'image',
  errors: [403, 404],
  description: 'A stored image, when images are kept on local disk (with S3 storage they are served by the bucket).',
} as const satisfies Endpoint;
