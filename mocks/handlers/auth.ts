import { delay, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import {
  devSignIn,
  getOAuthLoginUrl,
  getSignedInUser,
  listAuthProviders,
  redeemLoginCode,
  renewSession,
  DevLoginRequestSchema,
  LoginCodeExchangeSchema,
  OAUTH_PROVIDER_LABELS,
  OAUTH_PROVIDERS,
  OAuthProviderSchema,
  RefreshRequestSchema,
  type AuthProviders,
  type ErrorBody,
  type LoginData,
  type OAuthProvider,
  type UserInfo,
  accountMessages,
  commonMessages,
} from '@gameshelf/contracts';
import { makeLoginData, makeUserInfo, newUserInfo } from '../fixtures/users.ts';
import { handle } from './endpoint.ts';

const json = <T extends JsonBodyType>(body: T, status = 200): HttpResponse<T> => HttpResponse.json(body, { status });
const errorBody = (message: string): ErrorBody => ({ message });
const fail = (body: ErrorBody, status: number): HttpResponse<ErrorBody> => json(body, status);
const serverError = () => fail(errorBody(commonMessages.internalError), 500);
const hasBearer = (request: Request) => /^Bearer \S+/.test(request.headers.get('Authorization') ?? '');

const never = async (): Promise<never> => {
  await delay('infinite');
  throw new Error('unreachable');
};

/** The sign-in methods: every provider configured except `unavailable`; the dev login as told. */
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
  return handle(listAuthProviders, () => json(answer));
}

/**
 * The dev login in development: login data for the username sent (validated by the
 * contract: 400 with field `username` otherwise), as `user` with that username.
 */
function devLogin(user: UserInfo): HttpHandler {
  return handle(devSignIn, async ({ request }) => {
    const parsed = DevLoginRequestSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) {
      return fail({ message: parsed.error.issues[0]?.message ?? commonMessages.invalidRequest, field: 'username' }, 400);
    }
    return json(makeLoginData({ userInfo: { ...user, username: parsed.data.username } }));
  });
}

/** Where the mock sends the browser for a provider: a fixed, never-visited address. */
export const mockProviderLoginUrl = (provider: OAuthProvider): string =>
  `https://login.example.com/${provider}/authorize?client_id=gameshelf-mock`;

/**
 * The provider's login URL: its authorize address, except for the
 * `unavailable` providers, which answer 503 with the server's message (a provider without credentials).
 * An unknown provider is a 404, as on the server.
 */
function loginUrl({ unavailable = [] }: { unavailable?: readonly OAuthProvider[] } = {}): HttpHandler {
  return handle(getOAuthLoginUrl, ({ params }) => {
    const parsed = OAuthProviderSchema.safeParse(params.provider);
    if (!parsed.success) return fail(errorBody(commonMessages.notFound), 404);
    const provider = parsed.data;
    if (unavailable.includes(provider)) return fail(errorBody(accountMessages.providerUnavailable(OAUTH_PROVIDER_LABELS[provider])), 503);
    return json({ loginUrl: mockProviderLoginUrl(provider) });
  });
}

/** The signed-in user: the given user for a request with a bearer token, else 401. */
function me(user: UserInfo): HttpHandler {
  return handle(getSignedInUser, ({ request }) => (hasBearer(request) ? json(user) : fail(errorBody(accountMessages.loginRequired), 401)));
}

/** The session renewal: new tokens for any non-empty refresh token (rotation is the server's business). */
function refresh(data: () => LoginData = () => makeLoginData()): HttpHandler {
  return handle(renewSession, async ({ request }) => {
    const parsed = RefreshRequestSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return fail(errorBody(commonMessages.invalidRequest), 400);
    return json(data());
  });
}

/** The one-time code the mocks' OAuth callback would put on `/auth/callback?code=`. */
export const mockLoginCode = 'mock-login-code';

/**
 * The login code exchange: `user`'s login data for `mockLoginCode`; any other code is refused with 400
 * '로그인 정보가 만료되었거나 이미 사용되었습니다. 다시 로그인해주세요.' (single use is the server's business).
 */
function exchange(user: UserInfo): HttpHandler {
  return handle(redeemLoginCode, async ({ request }) => {
    const parsed = LoginCodeExchangeSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success || parsed.data.code !== mockLoginCode)
      return fail({ message: accountMessages.loginCodeInvalid, field: 'code' }, 400);
    return json(makeLoginData({ userInfo: user }));
  });
}

/**
 * Handler groups for the sign-in endpoints, one key per endpoint so a story swaps one at a time:
 * `parameters: { msw: { handlers: { loginUrl: authHandlers.loginUrlUnavailable } } }`.
 */
export const authHandlers = {
  // listAuthProviders.
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
  providersFails: [handle(listAuthProviders, serverError)],
  /** The call never answers. */
  providersPending: [handle(listAuthProviders, never)],

  // devSignIn.
  /** A first-time user: profile not set up yet (the server makes the user on first use). */
  devLoginNewUser: [devLogin(newUserInfo)],
  /** A user whose profile is finished. */
  devLoginExistingUser: [devLogin(makeUserInfo())],
  /** Outside development: 400 '개발 환경에서만 사용할 수 있습니다.'. */
  devLoginOnlyInDevelopment: [handle(devSignIn, () => fail(errorBody(accountMessages.devLoginOnlyInDevelopment), 400))],
  /** The server fails with 500. */
  devLoginFails: [handle(devSignIn, serverError)],
  /** The call never answers. */
  devLoginPending: [handle(devSignIn, never)],

  // getOAuthLoginUrl.
  /** Every provider answers its authorize address. */
  loginUrlOk: [loginUrl()],
  /** Every provider answers 503 '{provider} 로그인은 현재 사용할 수 없습니다.'. */
  loginUrlUnavailable: [loginUrl({ unavailable: ['google', 'kakao', 'discord'] })],
  /** Google and 카카오 work; Discord answers 503 (no Discord credentials on the server). */
  loginUrlDiscordUnavailable: [loginUrl({ unavailable: ['discord'] })],
  /** Every call fails with 500. */
  loginUrlFails: [handle(getOAuthLoginUrl, serverError)],
  /** The call never answers. */
  loginUrlPending: [handle(getOAuthLoginUrl, never)],

  // getSignedInUser.
  /** The signed-in user with a finished profile. */
  meOk: [me(makeUserInfo())],
  /** A first-time user: no nickname yet, profileCompleted false. */
  meNewUser: [me(newUserInfo)],
  /** The token is refused: 401 '유효하지 않은 인증 정보입니다. 다시 로그인해주세요.'. */
  meFails: [handle(getSignedInUser, () => fail(errorBody(accountMessages.invalidToken), 401))],
  /** The first call finds the access token expired (401); later calls answer the user (refresh-and-retry). */
  meExpiredOnce: [
    handle(getSignedInUser, () => fail(errorBody(accountMessages.authExpired), 401), {
      once: true,
    }),
    me(makeUserInfo()),
  ],
  /** The server fails with 500. */
  meServerError: [handle(getSignedInUser, serverError)],
  /** The call never answers. */
  mePending: [handle(getSignedInUser, never)],

  // redeemLoginCode.
  /** The callback's code signs in a user with a finished profile. */
  exchangeOk: [exchange(makeUserInfo())],
  /** The callback's code signs in a first-time user (profile not set up). */
  exchangeNewUser: [exchange(newUserInfo)],
  /** The code is refused (expired or used): 400 with the server's message. */
  exchangeRefused: [handle(redeemLoginCode, () => fail({ message: accountMessages.loginCodeInvalid, field: 'code' }, 400))],
  /** The server fails with 500. */
  exchangeServerError: [handle(redeemLoginCode, serverError)],
  /** The call never answers. */
  exchangePending: [handle(redeemLoginCode, never)],

  // renewSession.
  /** New tokens and the user. */
  refreshOk: [refresh()],
  /** The refresh token is refused: 401 '세션이 만료되었습니다. 다시 로그인해주세요.'. */
  refreshFails: [handle(renewSession, () => fail(errorBody(accountMessages.refreshTokenInvalid), 401))],
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
