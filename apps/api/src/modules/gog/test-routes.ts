import { posix } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  exchangeGogTestCode,
  getGogTestAuthUrl,
  getGogTestSessionInfo,
  getGogTestTokenInfo,
  gogMessages,
  gogTestApiError,
  readGogCode,
  runGogApiTest,
  type GogTestResponse,
} from '@gameshelf/contracts';
import { GogGrantRefusedError, GogTokenExpiredError, GogUnavailableError, type GogClient } from '../../integrations/gog/gog-client.ts';
import { serveEndpoint } from '../../shared/endpoint-route.ts';

const COOKIE = 'gog_test_session';
/** The test calls' folder: the session cookie goes with them only. */
const COOKIE_PATH = posix.dirname(getGogTestSessionInfo.path);

/** Why a GOG call failed, in the test page's words. */
function failure(err: unknown): GogTestResponse {
  if (err instanceof GogGrantRefusedError) return { success: false, message: `${gogMessages.invalidCode} (${err.error})` };
  if (err instanceof GogTokenExpiredError) return { success: false, message: gogMessages.tokenExpired };
  if (err instanceof GogUnavailableError) return { success: false, message: gogMessages.gogUnavailable };
  throw err;
}

/**
 * The developer test page's calls (spec 3 §2.6, §7 "Test endpoints"), registered in development only:
 * the login URL, a code exchange (its metadata kept in a signed cookie, never the tokens), the session's
 * metadata, and a tester for GOG calls with a pasted access token (GOG hosts only).
 */
export function gogTestRoutes(app: FastifyInstance, client: GogClient): void {
  const limited = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  serveEndpoint(
    app,
    getGogTestAuthUrl,
    async () => ({ success: true, message: gogMessages.popupHint, authUrl: client.loginUrl() }),
    limited,
  );

  serveEndpoint(
    app,
    exchangeGogTestCode,
    async (request, reply) => {
      const originalInput = request.body.code;
      const { code, problem } = readGogCode(originalInput, gogMessages.testCodeRequired);
      if (problem !== null) return { success: false, message: problem, originalInput };
      try {
        const tokens = await client.exchangeCode(code);
        const session = { userId: tokens.userId, expiresAt: new Date(Date.now() + tokens.expiresIn * 1000).toISOString() };
        reply.setCookie(COOKIE, JSON.stringify(session), {
          signed: true,
          httpOnly: true,
          sameSite: 'lax',
          path: COOKIE_PATH,
          maxAge: 3600,
        });
        const tokenResponse = JSON.stringify(
          { access_token: tokens.accessToken, refresh_token: tokens.refreshToken, expires_in: tokens.expiresIn, user_id: tokens.userId },
          null,
          2,
        );
        return { success: true, message: gogMessages.connected, tokenResponse, extractedCode: code, originalInput };
      } catch (err) {
        return { ...failure(err), extractedCode: code, originalInput };
      }
    },
    limited,
  );

  const session = (cookie: string | undefined) => {
    const unsigned = cookie ? app.unsignCookie(cookie) : null;
    if (!unsigned?.valid || !unsigned.value) return null;
    try {
      return JSON.parse(unsigned.value) as { userId: string; expiresAt: string };
    } catch {
      return null;
    }
  };

  serveEndpoint(app, getGogTestSessionInfo, async (request) => {
    const current = session(request.cookies[COOKIE]);
    return current
      ? { success: true, message: gogMessages.testSessionFound, data: JSON.stringify(current, null, 2) }
      : { success: false, message: gogMessages.testSessionMissing };
  });

  serveEndpoint(app, getGogTestTokenInfo, async (request) => {
    const current = session(request.cookies[COOKIE]);
    if (!current) return { success: false, message: gogMessages.testTokenMissing };
    const seconds = Math.max(0, Math.round((Date.parse(current.expiresAt) - Date.now()) / 1000));
    return {
      success: true,
      message: gogMessages.testTokenExpiresIn(seconds),
      data: JSON.stringify({ ...current, expiresInSeconds: seconds }, null, 2),
    };
  });

  serveEndpoint(
    app,
    runGogApiTest,
    async (request) => {
      const { accessToken, apiType, apiUrl } = request.body;
      const problem = gogTestApiError({ accessToken, apiType, apiUrl });
      if (problem) return { success: false, message: problem.message, apiType };
      try {
        if (apiType === 'user-info') {
          const user = await client.user(accessToken.trim());
          return { success: true, message: gogMessages.testUserLoaded(user.username), apiType, data: JSON.stringify(user, null, 2) };
        }
        if (apiType === 'owned-games') {
          const games = await client.ownedGames(accessToken.trim());
          return {
            success: true,
            message: gogMessages.testGamesLoaded(games.length),
            apiType,
            gamesCount: games.length,
            data: JSON.stringify(games.slice(0, 50), null, 2),
          };
        }
        const answer = await client.get(accessToken.trim(), (apiUrl ?? '').trim());
        if (!answer) return { success: false, message: gogMessages.testGogHostsOnly, apiType };
        return { success: answer.status < 400, message: `HTTP ${answer.status}`, apiType, data: answer.body.slice(0, 20_000) };
      } catch (err) {
        return { ...failure(err), apiType };
      }
    },
    limited,
  );
}
