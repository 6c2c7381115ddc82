import { serveUploadedImage } from './endpoints.ts';

/** Spec 2 §5 and §9. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/** Where a stored image of `key` (e.g. 'profile-images/12-abc.webp') is served from on local storage. */
export const uploadedImagePath = (key: string): string => serveUploadedImage.path.replace('*', key);
