import { postProfileImage } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';

/** Uploads the profile photo (multipart field `file`): the stored image's URL. */
export async function uploadProfileImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const { imageUrl } = await call(postProfileImage, { body });
  return imageUrl;
}
