import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, ErrorBodySchema, PROFILE_IMAGE_MAX_BYTES, ProfileImageUploadSchema, userMessages } from '@gameshelf/contracts';
import { HttpError } from '../../shared/http-error.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { NotAnImageError, processProfileImage } from './profile-image.ts';

/** Every photo of a user is stored under this key prefix, so the profile can only point at its own. */
export const profileImageKeyPrefix = (userId: number) => `profile-images/${userId}-`;

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.uploadProfileImage,
    {
      schema: {
        consumes: ['multipart/form-data'],
        response: { 200: ProfileImageUploadSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 413: ErrorBodySchema },
      },
      config: { auth: 'user', rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      if (!request.isMultipart()) throw new HttpError(400, userMessages.imageMissing, 'file');
      let bytes: Buffer | null = null;
      for await (const part of request.parts({ limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 5 } })) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        try {
          bytes = await part.toBuffer();
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, userMessages.imageTooLarge, 'file');
          throw err;
        }
      }
      if (!bytes || bytes.length === 0) throw new HttpError(400, userMessages.imageMissing, 'file');

      let processed;
      try {
        processed = await processProfileImage(bytes);
      } catch (err) {
        if (err instanceof NotAnImageError) throw new HttpError(400, userMessages.imageTypeOnly, 'file');
        throw err;
      }
      const key = `${profileImageKeyPrefix(userId)}${randomBytes(12).toString('base64url')}.webp`;
      const imageUrl = await app.imageStore.put(key, processed.data, processed.contentType);
      return { imageUrl };
    },
  );
};
