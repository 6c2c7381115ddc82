import { delay, HttpResponse, type HttpHandler } from 'msw';
import {
  commonMessages,
  exchangeGogTestCode,
  getGogTestAuthUrl,
  getGogTestSessionInfo,
  getGogTestTokenInfo,
  GogTestApiRequestSchema,
  GogTestExchangeRequestSchema,
  gogMessages,
  gogTestApiError,
  readGogCode,
  runGogApiTest,
  type ErrorBody,
  type GogTestResponse,
} from '@gameshelf/contracts';
import {
  fixtureGogTestOwnedGames,
  fixtureGogTestSession,
  fixtureGogTestTokens,
  fixtureGogTestUser,
  mockGogTestAuthUrl,
} from '../fixtures/gog-test.ts';
import { handle } from './endpoint.ts';

const testEndpoints = [getGogTestAuthUrl, exchangeGogTestCode, getGogTestSessionInfo, getGogTestTokenInfo, runGogApiTest] as const;

const GOG_HOSTS = new Set(['embed.gog.com', 'auth.gog.com']);

const ok = (body: GogTestResponse) => HttpResponse.json<GogTestResponse>(body);
const serverError = () => HttpResponse.json<ErrorBody>({ message: commonMessages.internalError }, { status: 500 });
const invalid = () => HttpResponse.json<ErrorBody>({ message: commonMessages.invalidRequest }, { status: 400 });
const never = async (): Promise<never> => {
  await delay('infinite');
  throw new Error('unreachable');
};

export interface GogTestMockOptions {
  /** A test session cookie from an earlier exchange. */
  session?: boolean;
  /** The exchange: GOG accepts the code (and the session starts), or refuses it (invalid_grant). */
  exchange?: 'ok' | 'refused';
  /** GOG's answer to the API tester: the calls work, or the access token is no longer accepted. */
  gog?: 'ok' | 'tokenExpired';
  /** Every call: answered, 500, or pending. */
  calls?: 'ok' | 'error' | 'pending';
  /** Told of every call (method and path), for stories that check what was sent, or that nothing was. */
  onRequest?: (method: string, path: string) => void;
}

const resets = new Set<() => void>();

/** Puts every group's session back as the group started (a story's beforeEach: nothing carries over to the next story). */
export function resetGogTestHandlers(): void {
  for (const reset of resets) reset();
}

/** A custom URL the API would call: a GOG path, or an address on GOG's embed or auth host. */
function gogAddress(apiUrl: string): URL | null {
  try {
    const url = new URL(apiUrl, 'https://embed.gog.com');
    return url.protocol === 'https:' && GOG_HOSTS.has(url.hostname) && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}

/**
 * The development test page's five calls (spec 3 §7 "Test endpoints"), as apps/api's test-routes.ts
 * answers them: failures of GOG or of the input are `success: false` answers with a 200, the session
 * lives in memory for the group (the server keeps it in a signed cookie).
 */
export function gogTestHandlersFor(options: GogTestMockOptions = {}): HttpHandler[] {
  const { exchange = 'ok', gog = 'ok', calls = 'ok' } = options;
  const initialSession = () => (options.session ? { ...fixtureGogTestSession } : null);
  let session = initialSession();
  resets.add(() => {
    session = initialSession();
  });
  const broken = calls === 'error' ? serverError : calls === 'pending' ? never : null;

  const handlers = [
    handle(getGogTestAuthUrl, () =>
      broken ? broken() : ok({ success: true, message: gogMessages.popupHint, authUrl: mockGogTestAuthUrl }),
    ),

    handle(exchangeGogTestCode, async ({ request }) => {
      if (broken) return broken();
      const parsed = GogTestExchangeRequestSchema.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return invalid();
      const originalInput = parsed.data.code;
      const { code, problem } = readGogCode(originalInput, gogMessages.testCodeRequired);
      if (problem !== null) return ok({ success: false, message: problem, originalInput });
      if (exchange === 'refused') {
        return ok({ success: false, message: `${gogMessages.invalidCode} (invalid_grant)`, extractedCode: code, originalInput });
      }
      session = { ...fixtureGogTestSession };
      const tokenResponse = JSON.stringify(fixtureGogTestTokens, null, 2);
      return ok({ success: true, message: gogMessages.connected, tokenResponse, extractedCode: code, originalInput });
    }),

    handle(getGogTestSessionInfo, () => {
      if (broken) return broken();
      return session
        ? ok({ success: true, message: gogMessages.testSessionFound, data: JSON.stringify(session, null, 2) })
        : ok({ success: false, message: gogMessages.testSessionMissing });
    }),

    handle(getGogTestTokenInfo, () => {
      if (broken) return broken();
      if (!session) return ok({ success: false, message: gogMessages.testTokenMissing });
      // A fixed hour left: no clock in mocks.
      const data = JSON.stringify({ ...session, expiresInSeconds: 3600 }, null, 2);
      return ok({ success: true, message: gogMessages.testTokenExpiresIn(3600), data });
    }),

    handle(runGogApiTest, async ({ request }) => {
      if (broken) return broken();
      const parsed = GogTestApiRequestSchema.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return invalid();
      const { accessToken, apiType, apiUrl } = parsed.data;
      const problem = gogTestApiError({ accessToken, apiType, apiUrl });
      if (problem) return ok({ success: false, message: problem.message, apiType });
      if (gog === 'tokenExpired') return ok({ success: false, message: gogMessages.tokenExpired, apiType });
      if (apiType === 'user-info') {
        const message = gogMessages.testUserLoaded(fixtureGogTestUser.username);
        return ok({ success: true, message, apiType, data: JSON.stringify(fixtureGogTestUser, null, 2) });
      }
      if (apiType === 'owned-games') {
        const games = fixtureGogTestOwnedGames;
        const data = JSON.stringify(games, null, 2);
        return ok({ success: true, message: gogMessages.testGamesLoaded(games.length), apiType, gamesCount: games.length, data });
      }
      const url = gogAddress(apiUrl?.trim() ?? '');
      if (!url) return ok({ success: false, message: gogMessages.testGogHostsOnly, apiType });
      const known = url.hostname === 'embed.gog.com' && url.pathname === '/userData.json';
      return known
        ? ok({ success: true, message: 'HTTP 200', apiType, data: JSON.stringify({ ...fixtureGogTestUser, isLoggedIn: true }) })
        : ok({ success: false, message: 'HTTP 404', apiType, data: '{"error":"not_found"}' });
    }),
  ];
  const { onRequest } = options;
  if (!onRequest) return handlers;
  // Listed first, they see every call and pass it on (a resolver that returns nothing).
  const watch = testEndpoints.map((endpoint) =>
    handle(endpoint, ({ request }) => {
      onRequest(request.method, new URL(request.url).pathname);
    }),
  );
  return [...watch, ...handlers];
}

/** Handler groups for stories (key `gogTest`); getters: call one per story, the groups hold the session. */
export const gogTestHandlers = {
  /** No session yet; the exchange works (and starts one), and so do GOG's calls. */
  get ok(): HttpHandler[] {
    return gogTestHandlersFor();
  },
  /** A session from an earlier exchange. */
  get withSession(): HttpHandler[] {
    return gogTestHandlersFor({ session: true });
  },
  /** GOG refuses the code (used already, or expired): the exchange answers `success: false`. */
  get exchangeRefused(): HttpHandler[] {
    return gogTestHandlersFor({ exchange: 'refused' });
  },
  /** GOG no longer accepts the access token: the API tester answers `success: false`. */
  get tokenExpired(): HttpHandler[] {
    return gogTestHandlersFor({ gog: 'tokenExpired' });
  },
  /** Every call fails with a 500. */
  get serverError(): HttpHandler[] {
    return gogTestHandlersFor({ calls: 'error' });
  },
  /** Every call stays pending. */
  get loading(): HttpHandler[] {
    return gogTestHandlersFor({ calls: 'pending' });
  },
};
