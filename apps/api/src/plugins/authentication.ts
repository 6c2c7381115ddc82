import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Endpoint, type UserRole, accountMessages } from '@gameshelf/contracts';
import type { AccessTokenClaims } from '../modules/accounts/access-token.ts';
import type { Authentication } from '../modules/accounts/login-service.ts';
import { ForbiddenError } from '../shared/errors.ts';
import { HttpError } from '../shared/http-error.ts';

/** Who may call a route: set `config: { auth: 'user' }` (or 'admin'); absent means anyone. */
export type RouteAuth = 'user' | 'admin';

/** The schemas a route validates its input with (contract zod schemas), as registered. */
export type RouteInputSchemas = { body?: unknown; querystring?: unknown; params?: unknown };

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    /** The caller, when a valid access token of a live session came with the request. */
    auth: AccessTokenClaims | null;
    /** Why a presented token was not accepted. */
    authFailure: 'expired' | 'invalid' | null;
  }
  interface FastifyInstance {
    /**
     * Every route registered after this plugin (HEAD aside), with its `config.auth` or null, whether it
     * declares `config.writes` (a GET that changes state), and its input schemas: the inventory the route
     * matrix, the generated-input and the maintenance tests walk.
     */
    routeInventory: Array<{
      method: string;
      url: string;
      auth: RouteAuth | null;
      writes: boolean;
      schema: RouteInputSchemas;
      /** The contract endpoint the route was registered from (`serveEndpoint`). */
      endpoint: Endpoint | null;
    }>;
    /** The inventory's routes declaring `config.auth` (tests check every one refuses guests). */
    readonly protectedRoutes: Array<{ method: string; url: string; auth: RouteAuth }>;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

const unauthorized = (message: string, error?: 'invalid_token') =>
  new HttpError(401, message, undefined, {
    'WWW-Authenticate': error ? `Bearer error="${error}"` : 'Bearer',
  });

/**
 * Reads the bearer token on every request (a bad token on a public route is ignored) and enforces
 * `config.auth` before validation and the handler: 401 without a valid token of a live session, 403 for a
 * non-admin on an admin route.
 */
export function registerAuthentication(app: FastifyInstance, deps: { authenticate(token: string): Promise<Authentication> }): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('authFailure', null);
  app.decorate('routeInventory', []);
  app.decorate('protectedRoutes', {
    getter(this: FastifyInstance) {
      return this.routeInventory.flatMap(({ method, url, auth }) => (auth ? [{ method, url, auth }] : []));
    },
  });

  app.addHook('onRoute', (route) => {
    const auth = route.config?.auth ?? null;
    const writes = route.config?.writes !== undefined;
    const { body, querystring, params } = (route.schema ?? {}) as RouteInputSchemas;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      app.routeInventory.push({
        method,
        url: route.url,
        auth,
        writes,
        schema: { body, querystring, params },
        // Read when asked: a plugin's own scoped onRoute hook (the uploads' static files) may name it after this one ran.
        get endpoint() {
          return route.config?.endpoint ?? null;
        },
      });
    }
  });

  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    const result = await deps.authenticate(token);
    if (!result.ok) {
      request.authFailure = result.reason;
      return;
    }
    request.auth = result.claims;
  });

  // Before body validation, so a guest learns they must sign in rather than what their body lacks.
  app.addHook('preValidation', async (request) => {
    const required = request.routeOptions.config.auth;
    if (!required) return;
    if (!request.auth) {
      if (request.authFailure === 'expired') throw unauthorized(accountMessages.authExpired, 'invalid_token');
      if (request.authFailure === 'invalid') throw unauthorized(accountMessages.invalidToken, 'invalid_token');
      throw unauthorized(accountMessages.loginRequired);
    }
    if (required === 'admin' && request.auth.role !== ('admin' satisfies UserRole)) {
      throw new ForbiddenError(accountMessages.adminRequired);
    }
  });
}

/** The caller of a route declared with `config.auth` (the preHandler guarantees one). */
export function requireAuth(request: FastifyRequest): AccessTokenClaims {
  if (!request.auth) throw unauthorized(accountMessages.loginRequired);
  return request.auth;
}
