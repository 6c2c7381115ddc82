const IGDB_IMAGE_BASE = 'https://images.igdb.com/igdb/image/upload';

/** IGDB cover URL in the size the cards and the detail page use. */
export const igdbCoverUrl = (imageId: string): string => `${IGDB_IMAGE_BASE}/t_cover_big/${imageId}.jpg`;

/** IGDB screenshot URL in the size the lightbox uses. */
export const igdbScreenshotUrl = (imageId: string): string => `${IGDB_IMAGE_BASE}/t_screenshot_big/${imageId}.jpg`;
