import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages, type ErrorBody } from '@gameshelf/contracts';
import type { Database } from './db/database.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { decorateRepositories } from './plugins/repositories.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { gameRoutes } from './routes/api/games.ts';
import { genreRoutes } from './routes/api/genres.ts';
import { healthRoutes } from './routes/api/health.ts';

export type AppOptions = {
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Built web app to serve beside the API; skipped when the folder has no index.html. */
  webDistDir?: string;
  isDevelopment?: boolean;
};

/** Builds the Fastify app without listening, so tests can call it through inject(). */
export async function buildApp(options: AppOptions) {
  const app = Fastify({ logger: options.logger ?? false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('isDevelopment', options.isDevelopment ?? false);
  registerErrorHandler(app);
  decorateRepositories(app, options.database);

  await app.register(healthRoutes);
  await app.register(gameRoutes);
  await app.register(genreRoutes);

  const serveSpa = options.webDistDir ? await registerWebApp(app, options.webDistDir) : null;
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // Client-side routes get index.html; a missing hashed asset stays a 404 so it is never cached as HTML.
    const isAsset = request.url.startsWith('/assets/');
    if (!isApi && !isAsset && serveSpa && (request.method === 'GET' || request.method === 'HEAD')) return serveSpa(reply);
    const message = isApi ? messages.notFound : messages.pageNotFound;
    return reply.code(404).send({ message } satisfies ErrorBody);
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
