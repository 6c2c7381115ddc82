import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@gameshelf/contracts';
import type { ImageStore } from './image-store.ts';
import { uploadRoutes } from './routes.ts';
import type { UploadsService } from './service.ts';

/** The upload route, and the stored files at /uploads when they are kept on local disk. */
export async function registerUploadsModule(
  app: FastifyInstance,
  options: { uploads: UploadsService; imageStore: ImageStore; uploadsDir: string },
): Promise<void> {
  if (options.imageStore.kind === 'local') {
    await app.register(fastifyStatic, {
      root: options.uploadsDir,
      prefix: `${apiPaths.uploads}/`,
      decorateReply: false,
      index: false,
      // Keys are random and never rewritten.
      immutable: true,
      maxAge: '365d',
    });
  }
  await app.register(uploadRoutes, { uploads: options.uploads });
}
