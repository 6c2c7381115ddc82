import { PROFILE_IMAGE_MAX_BYTES, userMessages } from '@gameshelf/contracts';

/** Why a chosen file cannot be a profile photo (spec 2 §5), or null when it can. */
export function profileImageError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return userMessages.imageTypeOnly;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return userMessages.imageTooLarge;
  return null;
}
