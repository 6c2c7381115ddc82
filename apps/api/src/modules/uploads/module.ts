import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { serveUploadedImage, uploadedImagePath } from '@gameshelf/contracts';
import type { ImageStore } from './image-store.ts';
import { uploadRoutes } from './routes.ts';
import { createUploadsService } from './service.ts';

/** Storing uploaded images; the upload route, and the stored files at /uploads when they are kept on local disk. */
export function createUploads(deps: { imageStore: ImageStore; uploadsDir: string }) {
  const service = createUploadsService({ imageStore: deps.imageStore });
  const routes: FastifyPluginAsync = async (app) => {
    if (deps.imageStore.kind === 'local') {
      await app.register(async (scope) => {
        // @fastify/static registers the wildcard route itself (its path checks are its own); the route
        // carries its contract endpoint like every route served with serveEndpoint.
        scope.addHook('onRoute', (route) => {
          if (route.url === serveUploadedImage.path) route.config = { ...route.config, endpoint: serveUploadedImage };
        });
        await scope.register(fastifyStatic, {
          root: deps.uploadsDir,
          prefix: uploadedImagePath(''),
          decorateReply: false,
          index: false,
          // Keys are random and never rewritten.
          immutable: true,
          maxAge: '365d',
        });
      });
    }
    await app.register(async (scope) => uploadRoutes(scope, service));
  };
  return { service, routes };
}
