import { randomBytes } from 'node:crypto';
import { uploadMessages } from '@gameshelf/contracts';
import { InvalidError } from '../../shared/errors.ts';
import type { ImageStore } from './image-store.ts';
import { NotAnImageError, processProfileImage } from './profile-image.ts';

/** Every photo of a user is stored under this key prefix, so the profile can only point at its own. */
export const profileImageKeyPrefix = (userId: number) => `profile-images/${userId}-`;

/** Profile photos: stored re-encoded under the user's key prefix, and recognised by it afterwards. */
export function createUploadsService(deps: { imageStore: ImageStore }) {
  return {
    /** Re-encodes and stores a photo; answers its public URL. */
    async storeProfileImage(userId: number, bytes: Buffer): Promise<string> {
      if (bytes.length === 0) throw new InvalidError(uploadMessages.imageMissing, 'file');
      let processed;
      try {
        processed = await processProfileImage(bytes);
      } catch (err) {
        if (err instanceof NotAnImageError) throw new InvalidError(uploadMessages.imageTypeOnly, 'file');
        throw err;
      }
      const key = `${profileImageKeyPrefix(userId)}${randomBytes(12).toString('base64url')}.webp`;
      return deps.imageStore.put(key, processed.data, processed.contentType);
    },

    /** True when `url` is a photo this user uploaded to our store. */
    isOwnProfileImageUrl: (userId: number, url: string): boolean => url.startsWith(deps.imageStore.urlFor(profileImageKeyPrefix(userId))),
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
