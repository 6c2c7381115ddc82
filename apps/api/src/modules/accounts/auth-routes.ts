import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  AuthProvidersSchema,
  DevLoginRequestSchema,
  ErrorBodySchema,
  LoginCodeExchangeSchema,
  LoginDataSchema,
  LoginUrlSchema,
  LogoutResponseSchema,
  OAUTH_PROVIDER_LABELS,
  OAUTH_PROVIDERS,
  OAuthProviderSchema,
  RefreshRequestSchema,
  UserInfoSchema,
  ValidateResponseSchema,
  webPaths,
  accountMessages,
  type AuthProviders,
} from '@gameshelf/contracts';
import type { OAuthProviderClient } from '../../integrations/oauth/providers.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { InvalidError, UnavailableError } from '../../shared/errors.ts';
import type { LoginService } from './login-service.ts';
import type { ProfileService } from './service.ts';

export type AuthRoutesOptions = {
  login: LoginService;
  profiles: ProfileService;
  /** Development-only features (the dev login) answer only when true. */
  isDevelopment: boolean;
  providers: Partial<Record<z.infer<typeof OAuthProviderSchema>, OAuthProviderClient>>;
  /** Origin of the web app: where the callback sends the browser next. */
  publicUrl: string;
  /** Requests per minute per client address (spec: rate limits on these four). */
  rateLimits: { loginUrl: number; callback: number; refresh: number; devLogin: number };
};

const ProviderParamsSchema = z.object({ provider: OAuthProviderSchema });
const CallbackQuerySchema = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

/** The state cookie lives only for the round trip to the provider, only on the callback path. */
const stateCookieName = (provider: string) => `gs_oauth_${provider}`;
const STATE_COOKIE_MAX_AGE_SECONDS = 600;
const StateCookieSchema = z.object({ state: z.string(), codeVerifier: z.string().nullable() });

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const secureCookies = options.publicUrl.startsWith('https://');
  const webUrl = (path: string, query: Record<string, string>) => `${options.publicUrl}${path}?${new URLSearchParams(query).toString()}`;

  // Fixed for the life of the server: the providers configured at start-up, and the environment.
  const offered: AuthProviders = {
    providers: Object.fromEntries(
      OAUTH_PROVIDERS.map((provider) => [provider, options.providers[provider] !== undefined]),
    ) as AuthProviders['providers'],
    devLoginEnabled: options.isDevelopment,
  };
  app.get(apiPaths.authProviders, { schema: { response: { 200: AuthProvidersSchema } } }, async () => offered);

  app.get(
    apiPaths.loginUrlPattern,
    {
      schema: { params: ProviderParamsSchema, response: { 200: LoginUrlSchema, 404: ErrorBodySchema, 503: ErrorBodySchema } },
      config: { ...perMinute(options.rateLimits.loginUrl), invalidParamsMessage: accountMessages.loginProcessingError },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const client = options.providers[provider];
      if (!client) throw new UnavailableError(accountMessages.providerUnavailable(OAUTH_PROVIDER_LABELS[provider]));
      const start = client.createAuthorization();
      reply.setCookie(stateCookieName(provider), JSON.stringify({ state: start.state, codeVerifier: start.codeVerifier }), {
        path: apiPaths.oauthCallback(provider),
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        signed: true,
        maxAge: STATE_COOKIE_MAX_AGE_SECONDS,
      });
      return { loginUrl: start.url };
    },
  );

  app.get(
    apiPaths.oauthCallbackPattern,
    {
      schema: { params: ProviderParamsSchema, querystring: CallbackQuerySchema },
      // A sign-in (maybe a new user) is a write: maintenance sends the browser back to the login page with the reason.
      config: { ...perMinute(options.rateLimits.callback), writes: { refusedRedirect: webUrl(webPaths.login, { error: 'maintenance' }) } },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const failure = () => reply.redirect(webUrl(webPaths.login, { error: 'oauth2_failure' }));
      const cookieName = stateCookieName(provider);
      const rawCookie = request.cookies[cookieName];
      reply.clearCookie(cookieName, { path: apiPaths.oauthCallback(provider) });

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
  );

  app.post(
    apiPaths.devLogin,
    {
      schema: { body: DevLoginRequestSchema, response: { 200: LoginDataSchema, 400: ErrorBodySchema } },
      config: perMinute(options.rateLimits.devLogin),
      // Checked before the body, so production never even validates dev-login input.
      preValidation: async () => {
        if (!options.isDevelopment) throw new InvalidError(accountMessages.devLoginOnlyInDevelopment);
      },
    },
    async (request) => options.login.devSignIn(request.body.username),
  );

  app.post(
    apiPaths.loginCodeExchange,
    {
      schema: { body: LoginCodeExchangeSchema, response: { 200: LoginDataSchema, 400: ErrorBodySchema } },
      config: perMinute(options.rateLimits.callback),
    },
    async (request) => options.login.redeemLoginCode(request.body.code),
  );

  app.post(
    apiPaths.refresh,
    {
      schema: { body: RefreshRequestSchema, response: { 200: LoginDataSchema, 400: ErrorBodySchema, 401: ErrorBodySchema } },
      config: perMinute(options.rateLimits.refresh),
    },
    async (request) => options.login.refresh(request.body.refreshToken),
  );

  app.get(apiPaths.me, { schema: { response: { 200: UserInfoSchema, 401: ErrorBodySchema } }, config: { auth: 'user' } }, async (request) =>
    options.profiles.me(requireAuth(request).userId),
  );

  app.post(
    apiPaths.logout,
    { schema: { response: { 200: LogoutResponseSchema, 401: ErrorBodySchema } }, config: { auth: 'user' } },
    async (request) => {
      await options.login.logout(requireAuth(request).sessionId);
      return { message: accountMessages.loggedOut };
    },
  );

  // The token comes as the bearer header or as `?token=`; the answer is always 200 with `valid`.
  app.get(
    apiPaths.validate,
    { schema: { querystring: z.object({ token: z.string().optional() }), response: { 200: ValidateResponseSchema } } },
    async (request) => {
      if (!request.query.token) return { valid: request.auth !== null };
      return { valid: (await options.login.authenticate(request.query.token)).ok };
    },
  );
};

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
