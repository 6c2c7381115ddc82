import { igdbImageUrl } from '@gameshelf/contracts';

/** IGDB cover URL in the size the cards and the detail page use. */
export const igdbCoverUrl = (imageId: string): string => igdbImageUrl(imageId, 'cover_big');

/** IGDB screenshot URL in the size the lightbox uses. */
export const igdbScreenshotUrl = (imageId: string): string => igdbImageUrl(imageId, 'screenshot_big');
