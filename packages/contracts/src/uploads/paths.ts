export const uploadPaths = {
  uploadProfileImage: '/api/upload/profile-image',
  /** Where uploaded images are served from (local storage). */
  uploads: '/uploads',
} as const;
