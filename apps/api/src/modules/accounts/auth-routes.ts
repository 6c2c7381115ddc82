import type { FastifyInstance } from 'fastify';
import {
  completeOAuthSignIn,
  devSignIn,
  getOAuthLoginUrl,
  getSignedInUser,
  listAuthProviders,
  OAUTH_PROVIDER_LABELS,
  OAUTH_PROVIDERS,
  pathOf,
  redeemLoginCode,
  renewSession,
  signOut,
  validateToken,
  webPaths,
  accountMessages,
  type AuthProviders,
  type OAuthProvider,
} from '@gameshelf/contracts';
import type { OAuthProviderClient } from '../../integrations/oauth/providers.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { serveEndpoint } from '../../shared/endpoint-route.ts';
import { InvalidError, UnavailableError } from '../../shared/errors.ts';
import type { LoginService } from './login-service.ts';
import { STATE_COOKIE_MAX_AGE_SECONDS, StateCookieSchema, stateCookieName } from './oauth-state-cookie.ts';
import type { ProfileService } from './service.ts';

export type AuthRoutesOptions = {
  login: LoginService;
  profiles: ProfileService;
  /** Development-only features (the dev login) answer only when true. */
  isDevelopment: boolean;
  providers: Partial<Record<OAuthProvider, OAuthProviderClient>>;
  /** Origin of the web app: where the callback sends the browser next. */
  publicUrl: string;
  /** Requests per minute per client address (spec: rate limits on these four). */
  rateLimits: { loginUrl: number; callback: number; refresh: number; devLogin: number };
};

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** The callback path of a provider: where its state cookie lives. */
const callbackPath = (provider: OAuthProvider) => pathOf(completeOAuthSignIn.path, { provider });

/** Spec 1 §7 sign-in and session calls. */
export function authRoutes(app: FastifyInstance, options: AuthRoutesOptions): void {
  const secureCookies = options.publicUrl.startsWith('https://');
  const webUrl = (path: string, query: Record<string, string>) => `${options.publicUrl}${path}?${new URLSearchParams(query).toString()}`;

  // Fixed for the life of the server: the providers configured at start-up, and the environment.
  const offered: AuthProviders = {
    providers: Object.fromEntries(
      OAUTH_PROVIDERS.map((provider) => [provider, options.providers[provider] !== undefined]),
    ) as AuthProviders['providers'],
    devLoginEnabled: options.isDevelopment,
  };
  serveEndpoint(app, listAuthProviders, async () => offered);

  serveEndpoint(
    app,
    getOAuthLoginUrl,
    async (request, reply) => {
      const { provider } = request.params;
      const client = options.providers[provider];
      if (!client) throw new UnavailableError(accountMessages.providerUnavailable(OAUTH_PROVIDER_LABELS[provider]));
      const start = client.createAuthorization();
      reply.setCookie(stateCookieName(provider), JSON.stringify({ state: start.state, codeVerifier: start.codeVerifier }), {
        path: callbackPath(provider),
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        signed: true,
        maxAge: STATE_COOKIE_MAX_AGE_SECONDS,
      });
      return { loginUrl: start.url };
    },
    { ...perMinute(options.rateLimits.loginUrl), invalidParamsMessage: accountMessages.loginProcessingError },
  );

  serveEndpoint(
    app,
    completeOAuthSignIn,
    async (request, reply) => {
      const { provider } = request.params;
      const failure = () => reply.redirect(webUrl(webPaths.login, { error: 'oauth2_failure' }));
      const cookieName = stateCookieName(provider);
      const rawCookie = request.cookies[cookieName];
      reply.clearCookie(cookieName, { path: callbackPath(provider) });

      const client = options.providers[provider];
      const { code, state, error } = request.query;
      if (!client || error || !code || !state || !rawCookie) return failure();
      const unsigned = request.unsignCookie(rawCookie);
      const saved = unsigned.valid && unsigned.value ? StateCookieSchema.safeParse(safeJson(unsigned.value)) : null;
      if (!saved?.success || saved.data.state !== state) return failure();

      try {
        const profile = await client.fetchProfile(code, saved.data.codeVerifier);
        const outcome = await options.login.signInWithProvider(provider, profile);
        if (outcome.kind === 'conflict') {
          return reply.redirect(webUrl(webPaths.accountConflict, { provider, existingProvider: outcome.existingProvider }));
        }
        // A one-time code, not the tokens: the address bar, history and request logs never hold a live token.
        return reply.redirect(webUrl(webPaths.authCallback, { code: outcome.loginCode }));
      } catch (err) {
        request.log.warn({ err, provider }, 'OAuth sign-in failed');
        return failure();
      }
    },
    // A sign-in (maybe a new user) is a write: maintenance sends the browser back to the login page with the reason.
    { ...perMinute(options.rateLimits.callback), writes: { refusedRedirect: webUrl(webPaths.login, { error: 'maintenance' }) } },
  );

  // Checked before the body, so production never even validates dev-login input.
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.endpoint === devSignIn && !options.isDevelopment) {
      throw new InvalidError(accountMessages.devLoginOnlyInDevelopment);
    }
  });
  serveEndpoint(app, devSignIn, async (request) => options.login.devSignIn(request.body.username), perMinute(options.rateLimits.devLogin));

  serveEndpoint(
    app,
    redeemLoginCode,
    async (request) => options.login.redeemLoginCode(request.body.code),
    perMinute(options.rateLimits.callback),
  );

  serveEndpoint(
    app,
    renewSession,
    async (request) => options.login.refresh(request.body.refreshToken),
    perMinute(options.rateLimits.refresh),
  );

  serveEndpoint(app, getSignedInUser, async (request) => options.profiles.me(requireAuth(request).userId));

  serveEndpoint(app, signOut, async (request) => {
    await options.login.logout(requireAuth(request).sessionId);
    return { message: accountMessages.loggedOut };
  });

  // The token comes as the bearer header or as `?token=`; the answer is always 200 with `valid`.
  serveEndpoint(app, validateToken, async (request) => {
    if (!request.query.token) return { valid: request.auth !== null };
    return { valid: (await options.login.authenticate(request.query.token)).ok };
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
