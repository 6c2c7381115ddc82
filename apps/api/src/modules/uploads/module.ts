import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { serveUploadedImage, uploadedImagePath } from '@gameshelf/contracts';
import type { ImageStore } from './image-store.ts';
import { uploadRoutes } from './routes.ts';
import type { UploadsService } from './service.ts';

/** The upload route, and the stored files at /uploads when they are kept on local disk. */
export async function registerUploadsModule(
  app: FastifyInstance,
  options: { uploads: UploadsService; imageStore: ImageStore; uploadsDir: string },
): Promise<void> {
  if (options.imageStore.kind === 'local') {
    await app.register(async (scope) => {
      // @fastify/static registers the wildcard route itself (its path checks are its own); the route
      // carries its contract endpoint like every route served with serveEndpoint.
      scope.addHook('onRoute', (route) => {
        if (route.url === serveUploadedImage.path) route.config = { ...route.config, endpoint: serveUploadedImage };
      });
      await scope.register(fastifyStatic, {
        root: options.uploadsDir,
        prefix: uploadedImagePath(''),
        decorateReply: false,
        index: false,
        // Keys are random and never rewritten.
        immutable: true,
        maxAge: '365d',
      });
    });
  }
  await app.register(async (scope) => uploadRoutes(scope, options.uploads));
}
