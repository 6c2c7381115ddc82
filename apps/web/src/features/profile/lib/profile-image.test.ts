import { describe, expect, it } from 'vitest';
import { PROFILE_IMAGE_MAX_BYTES, uploadMessages } from '@gameshelf/contracts';
import { profileImageError } from './profile-image.ts';

describe('profileImageError', () => {
  it('accepts images up to 5 MB', () => {
    expect(profileImageError({ type: 'image/png', size: 1024 })).toBeNull();
    expect(profileImageError({ type: 'image/jpeg', size: PROFILE_IMAGE_MAX_BYTES })).toBeNull();
  });

  it('refuses other file types', () => {
    expect(profileImageError({ type: 'text/plain', size: 10 })).toBe(uploadMessages.imageTypeOnly);
    expect(profileImageError({ type: '', size: 10 })).toBe(uploadMessages.imageTypeOnly);
  });

  it('refuses images over 5 MB', () => {
    expect(profileImageError({ type: 'image/png', size: PROFILE_IMAGE_MAX_BYTES + 1 })).toBe(uploadMessages.imageTooLarge);
  });
});
