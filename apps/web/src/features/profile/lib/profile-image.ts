import { PROFILE_IMAGE_MAX_BYTES, uploadMessages } from '@gameshelf/contracts';

/** Why a chosen file cannot be a profile photo (spec 2 §5), or null when it can. */
export function profileImageError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return uploadMessages.imageTypeOnly;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return uploadMessages.imageTooLarge;
  return null;
}
