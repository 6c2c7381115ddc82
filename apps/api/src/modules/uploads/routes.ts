import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, ErrorBodySchema, PROFILE_IMAGE_MAX_BYTES, ProfileImageUploadSchema } from '@gameshelf/contracts';
import { requireAuth } from '../../plugins/authentication.ts';
import { readFileField } from './read-file-field.ts';
import type { UploadsService } from './service.ts';

export const uploadRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (app, { uploads }) => {
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
      const bytes = await readFileField(request, PROFILE_IMAGE_MAX_BYTES);
      return { imageUrl: await uploads.storeProfileImage(userId, bytes) };
    },
  );
};
