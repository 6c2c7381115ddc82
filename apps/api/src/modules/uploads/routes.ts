import type { FastifyInstance } from 'fastify';
import { PROFILE_IMAGE_MAX_BYTES, postProfileImage } from '@gameshelf/contracts';
import { requireAuth } from '../../plugins/authentication.ts';
import { serveEndpoint } from '../../shared/endpoint-route.ts';
import { readFileField } from './read-file-field.ts';
import type { UploadsService } from './service.ts';

/** Spec 2 §5: the profile photo upload. */
export function uploadRoutes(app: FastifyInstance, uploads: UploadsService): void {
  serveEndpoint(
    app,
    postProfileImage,
    async (request) => {
      const { userId } = requireAuth(request);
      const bytes = await readFileField(request, PROFILE_IMAGE_MAX_BYTES);
      return { imageUrl: await uploads.storeProfileImage(userId, bytes) };
    },
    { rateLimit: { max: 20, timeWindow: '1 minute' } },
  );
}
