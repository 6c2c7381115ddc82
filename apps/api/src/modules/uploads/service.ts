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

const randomName = () => `${randomBytes(12).toString('base64url')}.webp`;

/**
 * Profile photos and banner pictures: stored re-encoded under their key prefix, and recognised by it
 * afterwards.
 */
export function createUploadsService(deps: { imageStore: ImageStore }) {
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

    /** True when `url` is a banner picture uploaded to our store. */
    isOwnBannerImageUrl: (url: string): boolean => url.startsWith(deps.imageStore.urlFor(BANNER_IMAGE_KEY_PREFIX)),

    /** True when `url` is a photo this user uploaded to our store. */
    isOwnProfileImageUrl: (userId: number, url: string): boolean => url.startsWith(deps.imageStore.urlFor(profileImageKeyPrefix(userId))),
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
