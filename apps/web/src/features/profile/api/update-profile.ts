import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ProfileUpdateRequest, updateOwnProfile } from '@gameshelf/contracts';
import { ApiError, call } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/session/auth-store.ts';
import type { PhotoChange } from '../lib/use-profile-photo.ts';
import { userKeys } from '../../../entities/accounts/user-keys.ts';
import { uploadProfileImage } from './upload-profile-image.ts';

/** Saves the own profile: answers the updated profile. */
export function updateProfile(body: ProfileUpdateRequest) {
  return call(updateOwnProfile, { body });
}

/** The photo upload failed (spec 2 §8 has its own message for it). */
export class ProfileImageUploadError extends Error {
  override readonly name = 'ProfileImageUploadError';
  constructor(cause: unknown) {
    super('profile image upload failed', { cause });
  }
}

export interface SaveProfileInput {
  displayName: string;
  bio: string;
  /** Sent by profile setup only. */
  profileCompleted?: boolean;
  photo: PhotoChange;
}

/** Where a failed save should be shown: under a form field, as the upload message, or as the screen's generic toast. */
export type SaveProfileFailure = { kind: 'field'; field: 'displayName' | 'bio'; message: string } | { kind: 'upload' } | { kind: 'other' };

export function describeSaveFailure(error: unknown): SaveProfileFailure {
  if (error instanceof ProfileImageUploadError) return { kind: 'upload' };
  if (error instanceof ApiError && error.status === 400 && (error.field === 'displayName' || error.field === 'bio')) {
    return { kind: 'field', field: error.field, message: error.message };
  }
  return { kind: 'other' };
}

/** A 400 on displayName: the nickname is taken (or broke the server's rule). */
export const isDisplayNameRejected = (error: unknown): boolean => {
  const failure = describeSaveFailure(error);
  return failure.kind === 'field' && failure.field === 'displayName';
};

/**
 * Saves the profile: uploads a new photo first (once per file, so a retried save reuses the URL),
 * then saves the profile with the photo's URL, null when removed, or nothing to keep it.
 * On success the signed-in user in the auth store takes the saved values.
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  const uploaded = useRef<{ file: File; url: string } | null>(null);

  return useMutation({
    mutationFn: async ({ displayName, bio, profileCompleted, photo }: SaveProfileInput) => {
      const body: ProfileUpdateRequest = { displayName, bio };
      if (profileCompleted !== undefined) body.profileCompleted = profileCompleted;
      if (photo.kind === 'remove') body.profileImageUrl = null;
      if (photo.kind === 'upload') {
        if (uploaded.current?.file !== photo.file) {
          try {
            uploaded.current = { file: photo.file, url: await uploadProfileImage(photo.file) };
          } catch (error) {
            throw new ProfileImageUploadError(error);
          }
        }
        body.profileImageUrl = uploaded.current.url;
      }
      return updateProfile(body);
    },
    onSuccess: (profile) => {
      const { user, setUser } = useAuthStore.getState();
      if (user) {
        setUser({
          ...user,
          displayName: profile.displayName,
          bio: profile.bio,
          profileImageUrl: profile.profileImageUrl,
          profileCompleted: profile.profileCompleted,
        });
      }
      queryClient.setQueryData(userKeys.profile(), profile);
    },
  });
}
