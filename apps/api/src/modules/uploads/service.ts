import { randomBytes } from 'node:crypto';
import { uploadMessages } from '@gameshelf/contracts';
import { InvalidError } from '../../shared/errors.ts';
import type { ImageStore } from './image-store.ts';
import { NotAnImageError, processBannerImage, processProfileImage } from './profile-image.ts';

/** Every photo of a user is stored under this key prefix, so the profile can only point at its own. */
export const profileImageKeyPrefix = (userId: number) => `profile-images/${userId}-`;

/** Every banner picture is stored under this prefix. */
export const BANNER_IMAGE_KEY_PREFIX = 'banners/';

/** Re-encodes with `process`, refusing what is not an image with the upload messages. */
async function processUpload(bytes: Buffer, process: (bytes: Buffer) => Promise<{ data: Buffer; contentType: string }>) {
  if (bytes.length === 0) throw new InvalidError(uploadMessages.imageMissing, 'file');
  try {
    return await process(bytes);
  } catch (err) {
    if (err instanceof NotAnImageError) throw new InvalidError(uploadMessages.imageTypeOnly, 'file');
    throw err;
  }
}

/** Stored file names: 12 random bytes in base64url (16 characters), as WebP. */
const randomName = () => `${randomBytes(12).toString('base64url')}.webp`;
/** What `randomName` makes, and nothing else: no '/', '.', '%', '?' or '#' can slip in after a prefix. */
const STORED_NAME = /^[A-Za-z0-9_-]{16}\.webp$/;

/**
 * Profile photos and banner pictures: stored re-encoded under their key prefix, and recognised by it
 * afterwards.
 */
export function createUploadsService(deps: { imageStore: ImageStore }) {
  /** True when `url` is exactly the public URL of a file stored under `prefix` by this service. */
  const isStoredUnder = (prefix: string, url: string): boolean => {
    const base = deps.imageStore.urlFor(prefix);
    return url.startsWith(base) && STORED_NAME.test(url.slice(base.length));
  };
  return {
    /** Re-encodes and stores a photo; answers its public URL. */
    async storeProfileImage(userId: number, bytes: Buffer): Promise<string> {
      const processed = await processUpload(bytes, processProfileImage);
      return deps.imageStore.put(`${profileImageKeyPrefix(userId)}${randomName()}`, processed.data, processed.contentType);
    },

    /** Re-encodes and stores a banner picture (admin); answers its public URL. */
    async storeBannerImage(bytes: Buffer): Promise<string> {
      const processed = await processUpload(bytes, processBannerImage);
      return deps.imageStore.put(`${BANNER_IMAGE_KEY_PREFIX}${randomName()}`, processed.data, processed.contentType);
    },

    /** True when `url` is exactly a banner picture's URL in our store (`<prefix><name>.webp`). */
    isOwnBannerImageUrl: (url: string): boolean => isStoredUnder(BANNER_IMAGE_KEY_PREFIX, url),

    /** True when `url` is exactly the URL of a photo this user uploaded to our store (`<prefix><name>.webp`). */
    isOwnProfileImageUrl: (userId: number, url: string): boolean => isStoredUnder(profileImageKeyPrefix(userId), url),
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
