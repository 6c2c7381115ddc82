import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHmac, randomBytes } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { Redis } from 'ioredis';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, messages, OAUTH_PROVIDERS, type ErrorBody, type OAuthProvider } from '@gameshelf/contracts';
import { createAccessTokens } from './modules/accounts/access-token.ts';
import { createLoginService, type LoginService } from './modules/accounts/login-service.ts';
import { createOAuthProviderClient, type OAuthProviderClient } from './integrations/oauth/providers.ts';
import type { OAuthProviderEnv } from './config.ts';
import type { Database } from './db/database.ts';
import { HttpError } from './shared/http-error.ts';
import { registerAuthentication } from './plugins/authentication.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { decorateRepositories } from './plugins/repositories.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { authRoutes, type AuthRoutesOptions } from './modules/accounts/auth-routes.ts';
import { gameRoutes } from './modules/catalog/games-routes.ts';
import { genreRoutes } from './modules/catalog/genres-routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { userRoutes } from './modules/accounts/user-routes.ts';
import { createLocalImageStore, type ImageStore } from './modules/uploads/image-store.ts';

export type AuthOptions = {
  /** Access-token signing key; tests may leave it out (a random one is used). */
  jwtSecret?: string;
  /** Origin of the web app (OAuth redirect URIs, where the callback sends the browser). */
  publicUrl?: string;
  refreshTokenTtlDays?: number;
  oauth?: Partial<Record<OAuthProvider, OAuthProviderEnv>>;
  /** Requests per minute per client address on the sign-in routes. */
  rateLimits?: Partial<AuthRoutesOptions['rateLimits']>;
};

export type AppOptions = {
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Built web app to serve beside the API; skipped when the folder has no index.html. */
  webDistDir?: string;
  isDevelopment?: boolean;
  auth?: AuthOptions;
  /** Shared rate-limit counters across instances; in-memory counters without it. */
  redis?: Redis;
  /** Where uploaded images go; default: files in `uploadsDir` served at /uploads. */
  imageStore?: ImageStore;
  /** Folder of the local image store (default: a fresh temporary folder, for tests). */
  uploadsDir?: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    login: LoginService;
    imageStore: ImageStore;
    /** True for an unexpired access token of a live session. */
    isAccessTokenValid(token: string): Promise<boolean>;
  }
}

const DEFAULT_RATE_LIMITS: AuthRoutesOptions['rateLimits'] = { loginUrl: 30, callback: 30, refresh: 60, devLogin: 20 };

/** Builds the Fastify app without listening, so tests can call it through inject(). */
export async function buildApp(options: AppOptions) {
  const app = Fastify({ logger: options.logger ?? false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('isDevelopment', options.isDevelopment ?? false);
  registerErrorHandler(app);
  decorateRepositories(app, options.database, { refreshTokenTtlDays: options.auth?.refreshTokenTtlDays ?? 30 });

  const jwtSecret = options.auth?.jwtSecret ?? randomBytes(48).toString('base64url');
  const publicUrl = (options.auth?.publicUrl ?? 'http://localhost:8080').replace(/\/$/, '');
  const tokens = createAccessTokens(jwtSecret);
  const { users, sessions } = app.repositories;
  app.decorate('login', createLoginService({ tokens, sessions, users }));
  app.decorate('isAccessTokenValid', async (token: string) => {
    const result = await tokens.verify(token);
    return result.ok && (await sessions.isActive(result.claims.sessionId));
  });
  registerAuthentication(app, { tokens, sessions });

  await app.register(fastifyCookie, { secret: createHmac('sha256', jwtSecret).update('cookie-signing').digest('base64url') });
  await app.register(fastifyMultipart);
  await app.register(fastifyRateLimit, {
    global: false,
    ...(options.redis && { redis: options.redis, nameSpace: 'gameshelf:rate-limit:' }),
    errorResponseBuilder: () => new HttpError(429, messages.tooManyRequests),
  });

  const uploadsDir = options.uploadsDir ?? mkdtempSync(path.join(tmpdir(), 'gameshelf-uploads-'));
  const imageStore = options.imageStore ?? createLocalImageStore(uploadsDir);
  app.decorate('imageStore', imageStore);
  if (imageStore.kind === 'local') {
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: `${apiPaths.uploads}/`,
      decorateReply: false,
      index: false,
      // Keys are random and never rewritten.
      immutable: true,
      maxAge: '365d',
    });
  }

  const providers: Partial<Record<OAuthProvider, OAuthProviderClient>> = {};
  for (const provider of OAUTH_PROVIDERS) {
    const env = options.auth?.oauth?.[provider];
    const client = env ? createOAuthProviderClient(provider, env, `${publicUrl}${apiPaths.oauthCallback(provider)}`) : null;
    if (client) providers[provider] = client;
  }

  await app.register(healthRoutes);
  await app.register(gameRoutes);
  await app.register(genreRoutes);
  await app.register(authRoutes, { providers, publicUrl, rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.auth?.rateLimits } });
  await app.register(userRoutes);
  await app.register(uploadRoutes);

  const serveSpa = options.webDistDir ? await registerWebApp(app, options.webDistDir) : null;
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // Client-side routes get index.html; a missing hashed asset stays a 404 so it is never cached as HTML.
    const isAsset = request.url.startsWith('/assets/') || request.url.startsWith(`${apiPaths.uploads}/`);
    if (!isApi && !isAsset && serveSpa && (request.method === 'GET' || request.method === 'HEAD')) return serveSpa(reply);
    const message = isApi ? messages.notFound : messages.pageNotFound;
    return reply.code(404).send({ message } satisfies ErrorBody);
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
