import { z } from 'zod';

/** Image upload copy (spec 2 §5). */
export const uploadMessages = {
  imageTooLarge: '이미지 크기는 5MB 이하여야 합니다.',
  imageTypeOnly: '이미지 파일만 업로드할 수 있습니다.',
  imageHint: 'JPG, PNG 파일 (최대 5MB)',
  imageMissing: '업로드할 이미지 파일을 선택해주세요.',
  imageUploadFailed: '이미지 업로드에 실패했습니다. 다시 시도해주세요.',
} as const;

export const uploadPaths = {
  uploadProfileImage: '/api/upload/profile-image',
  /** Where uploaded images are served from (local storage). */
  uploads: '/uploads',
} as const;

/** Spec 2 §5 and §9. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

export const ProfileImageUploadSchema = z.object({ imageUrl: z.string() });
export type ProfileImageUpload = z.infer<typeof ProfileImageUploadSchema>;
