import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import {
  apiPaths,
  DevLoginRequestSchema,
  LoginCodeExchangeSchema,
  OAUTH_PROVIDER_LABELS,
  OAUTH_PROVIDERS,
  OAuthProviderSchema,
  RefreshRequestSchema,
  type AuthProviders,
  type ErrorBody,
  type LoginData,
  type LoginUrl,
  type OAuthProvider,
  type UserInfo,
  accountMessages,
  commonMessages,
} from '@gameshelf/contracts';
import { makeLoginData, makeUserInfo, newUserInfo } from '../fixtures/users.ts';

/** Matches the API path on any origin (same-origin in a browser, absolute URLs in Node). */
const route = {
  providers: `*${apiPaths.authProviders}`,
  loginUrl: `*${apiPaths.loginUrlPattern}`,
  devLogin: `*${apiPaths.devLogin}`,
  me: `*${apiPaths.me}`,
  refresh: `*${apiPaths.refresh}`,
  exchange: `*${apiPaths.loginCodeExchange}`,
} as const;

const errorBody = (message: string): ErrorBody => ({ message });
const serverError = () => HttpResponse.json<ErrorBody>(errorBody(commonMessages.internalError), { status: 500 });
const hasBearer = (request: Request) => /^Bearer \S+/.test(request.headers.get('Authorization') ?? '');

const never = async (): Promise<never> => {
  await delay('infinite');
  throw new Error('unreachable');
};

/** `GET /api/auth/providers`: every provider configured except `unavailable`; the dev login as told. */
function providers({
  unavailable = [],
  devLoginEnabled = false,
}: { unavailable?: readonly OAuthProvider[]; devLoginEnabled?: boolean } = {}): HttpHandler {
  const answer: AuthProviders = {
    providers: Object.fromEntries(
      OAUTH_PROVIDERS.map((provider) => [provider, !unavailable.includes(provider)]),
    ) as AuthProviders['providers'],
    devLoginEnabled,
  };
  return http.get<never, never, AuthProviders>(route.providers, () => HttpResponse.json(answer));
}

/**
 * `POST /api/auth/dev-login` in development: login data for the username sent (validated by the
 * contract: 400 with field `username` otherwise), as `user` with that username.
 */
function devLogin(user: UserInfo): HttpHandler {
  return http.post<never, Record<string, unknown>, LoginData | ErrorBody>(route.devLogin, async ({ request }) => {
    const parsed = DevLoginRequestSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) {
      return HttpResponse.json(
        { message: parsed.error.issues[0]?.message ?? commonMessages.invalidRequest, field: 'username' },
        { status: 400 },
      );
    }
    return HttpResponse.json(makeLoginData({ userInfo: { ...user, username: parsed.data.username } }));
  });
}

/** Where the mock sends the browser for a provider: a fixed, never-visited address. */
export const mockProviderLoginUrl = (provider: OAuthProvider): string =>
  `https://login.example.com/${provider}/authorize?client_id=gameshelf-mock`;

/**
 * `GET /api/auth/{provider}/login-url`: the provider's authorize address, except for the
 * `unavailable` providers, which answer 503 with the server's message (a provider without credentials).
 * An unknown provider is a 404, as on the server.
 */
function loginUrl({ unavailable = [] }: { unavailable?: readonly OAuthProvider[] } = {}): HttpHandler {
  return http.get<{ provider: string }, never, LoginUrl | ErrorBody>(route.loginUrl, ({ params }) => {
    const parsed = OAuthProviderSchema.safeParse(params.provider);
    if (!parsed.success) return HttpResponse.json(errorBody(commonMessages.notFound), { status: 404 });
    const provider = parsed.data;
    if (unavailable.includes(provider)) {
      return HttpResponse.json(errorBody(accountMessages.providerUnavailable(OAUTH_PROVIDER_LABELS[provider])), {
        status: 503,
      });
    }
    return HttpResponse.json({ loginUrl: mockProviderLoginUrl(provider) });
  });
}

/** `GET /api/auth/me`: the given user for a request with a bearer token, else 401. */
function me(user: UserInfo): HttpHandler {
  return http.get<never, never, UserInfo | ErrorBody>(route.me, ({ request }) =>
    hasBearer(request) ? HttpResponse.json(user) : HttpResponse.json(errorBody(accountMessages.loginRequired), { status: 401 }),
  );
}

/** `POST /api/auth/refresh`: new tokens for any non-empty refresh token (rotation is the server's business). */
function refresh(data: () => LoginData = () => makeLoginData()): HttpHandler {
  return http.post<never, Record<string, unknown>, LoginData | ErrorBody>(route.refresh, async ({ request }) => {
    const parsed = RefreshRequestSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return HttpResponse.json(errorBody(commonMessages.invalidRequest), { status: 400 });
    return HttpResponse.json(data());
  });
}

/** The one-time code the mocks' OAuth callback would put on `/auth/callback?code=`. */
export const mockLoginCode = 'mock-login-code';

/**
 * `POST /api/auth/exchange`: `user`'s login data for `mockLoginCode`; any other code is refused with 400
 * '로그인 정보가 만료되었거나 이미 사용되었습니다. 다시 로그인해주세요.' (single use is the server's business).
 */
function exchange(user: UserInfo): HttpHandler {
  return http.post<never, Record<string, unknown>, LoginData | ErrorBody>(route.exchange, async ({ request }) => {
    const parsed = LoginCodeExchangeSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success || parsed.data.code !== mockLoginCode) {
      return HttpResponse.json({ message: accountMessages.loginCodeInvalid, field: 'code' }, { status: 400 });
    }
    return HttpResponse.json(makeLoginData({ userInfo: user }));
  });
}

/**
 * Handler groups for the sign-in endpoints, one key per endpoint so a story swaps one at a time:
 * `parameters: { msw: { handlers: { loginUrl: authHandlers.loginUrlUnavailable } } }`.
 */
export const authHandlers = {
  // GET /api/auth/providers.
  /** Every provider configured; no dev login (production). */
  providersAll: [providers()],
  /** Google and 카카오 configured, Discord not (its login-url answers 503). */
  providersDiscordUnavailable: [providers({ unavailable: ['discord'] })],
  /** No provider configured, no dev login: nothing to sign in with. */
  providersNone: [providers({ unavailable: OAUTH_PROVIDERS })],
  /** Development without provider credentials: only the dev login works. */
  providersDevelopment: [providers({ unavailable: OAUTH_PROVIDERS, devLoginEnabled: true })],
  /** Development with every provider configured as well. */
  providersAllWithDevLogin: [providers({ devLoginEnabled: true })],
  /** The call fails with 500. */
  providersFails: [http.get(route.providers, serverError)],
  /** The call never answers. */
  providersPending: [http.get(route.providers, never)],

  // POST /api/auth/dev-login.
  /** A first-time user: profile not set up yet (the server makes the user on first use). */
  devLoginNewUser: [devLogin(newUserInfo)],
  /** A user whose profile is finished. */
  devLoginExistingUser: [devLogin(makeUserInfo())],
  /** Outside development: 400 '개발 환경에서만 사용할 수 있습니다.'. */
  devLoginOnlyInDevelopment: [
    http.post(route.devLogin, () => HttpResponse.json<ErrorBody>(errorBody(accountMessages.devLoginOnlyInDevelopment), { status: 400 })),
  ],
  /** The server fails with 500. */
  devLoginFails: [http.post(route.devLogin, serverError)],
  /** The call never answers. */
  devLoginPending: [http.post(route.devLogin, never)],

  // GET /api/auth/{provider}/login-url.
  /** Every provider answers its authorize address. */
  loginUrlOk: [loginUrl()],
  /** Every provider answers 503 '{provider} 로그인은 현재 사용할 수 없습니다.'. */
  loginUrlUnavailable: [loginUrl({ unavailable: ['google', 'kakao', 'discord'] })],
  /** Google and 카카오 work; Discord answers 503 (no Discord credentials on the server). */
  loginUrlDiscordUnavailable: [loginUrl({ unavailable: ['discord'] })],
  /** Every call fails with 500. */
  loginUrlFails: [http.get(route.loginUrl, serverError)],
  /** The call never answers. */
  loginUrlPending: [http.get(route.loginUrl, never)],

  // GET /api/auth/me.
  /** The signed-in user with a finished profile. */
  meOk: [me(makeUserInfo())],
  /** A first-time user: no nickname yet, profileCompleted false. */
  meNewUser: [me(newUserInfo)],
  /** The token is refused: 401 '유효하지 않은 인증 정보입니다. 다시 로그인해주세요.'. */
  meFails: [http.get(route.me, () => HttpResponse.json<ErrorBody>(errorBody(accountMessages.invalidToken), { status: 401 }))],
  /** The first call finds the access token expired (401); later calls answer the user (refresh-and-retry). */
  meExpiredOnce: [
    http.get(route.me, () => HttpResponse.json<ErrorBody>(errorBody(accountMessages.authExpired), { status: 401 }), {
      once: true,
    }),
    me(makeUserInfo()),
  ],
  /** The server fails with 500. */
  meServerError: [http.get(route.me, serverError)],
  /** The call never answers. */
  mePending: [http.get(route.me, never)],

  // POST /api/auth/exchange.
  /** The callback's code signs in a user with a finished profile. */
  exchangeOk: [exchange(makeUserInfo())],
  /** The callback's code signs in a first-time user (profile not set up). */
  exchangeNewUser: [exchange(newUserInfo)],
  /** The code is refused (expired or used): 400 with the server's message. */
  exchangeRefused: [
    http.post(route.exchange, () =>
      HttpResponse.json<ErrorBody>({ message: accountMessages.loginCodeInvalid, field: 'code' }, { status: 400 }),
    ),
  ],
  /** The server fails with 500. */
  exchangeServerError: [http.post(route.exchange, serverError)],
  /** The call never answers. */
  exchangePending: [http.post(route.exchange, never)],

  // POST /api/auth/refresh.
  /** New tokens and the user. */
  refreshOk: [refresh()],
  /** The refresh token is refused: 401 '세션이 만료되었습니다. 다시 로그인해주세요.'. */
  refreshFails: [
    http.post(route.refresh, () => HttpResponse.json<ErrorBody>(errorBody(accountMessages.refreshTokenInvalid), { status: 401 })),
  ],
} satisfies Record<string, HttpHandler[]>;

/** The default sign-in handlers, keyed the way stories override them. */
export const authHandlerGroups = {
  providers: authHandlers.providersAll,
  loginUrl: authHandlers.loginUrlOk,
  devLogin: authHandlers.devLoginNewUser,
  me: authHandlers.meOk,
  refresh: authHandlers.refreshOk,
  exchange: authHandlers.exchangeOk,
} satisfies Record<string, HttpHandler[]>;
