import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { apiPaths, ErrorBodySchema, PROFILE_IMAGE_MAX_BYTES, ProfileImageUploadSchema, uploadMessages } from '@gameshelf/contracts';
import { requireAuth } from '../../plugins/authentication.ts';
import { InvalidError, TooLargeError } from '../../shared/errors.ts';
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
      const bytes = await readFileField(request);
      return { imageUrl: await uploads.storeProfileImage(userId, bytes) };
    },
  );
};

/** The bytes of the multipart field `file` (other parts are drained); at most PROFILE_IMAGE_MAX_BYTES. */
async function readFileField(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new InvalidError(uploadMessages.imageMissing, 'file');
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
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new TooLargeError(uploadMessages.imageTooLarge, 'file');
      throw err;
    }
  }
  return bytes ?? Buffer.alloc(0);
}
