import { type ProfileImageUpload, uploadPaths } from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';

/** `POST /api/upload/profile-image` (multipart field `file`, bearer): the stored image's URL. */
export async function uploadProfileImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const { imageUrl } = await api.post<ProfileImageUpload>(uploadPaths.uploadProfileImage, { body });
  return imageUrl;
}
