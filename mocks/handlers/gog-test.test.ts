import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import {
  commonMessages,
  ErrorBodySchema,
  GogTestResponseSchema,
  gogMessages,
  exchangeGogTestCode,
  getGogTestAuthUrl,
  getGogTestSessionInfo,
  getGogTestTokenInfo,
  runGogApiTest,
} from '@gameshelf/contracts';
import {
  FIXTURE_GOG_TEST_CODE,
  fixtureGogTestLoginUrl,
  fixtureGogTestOwnedGames,
  fixtureGogTestTokens,
  mockGogTestAuthUrl,
} from '../fixtures/gog-test.ts';
import { gogTestHandlers, gogTestHandlersFor, resetGogTestHandlers } from './gog-test.ts';

const BASE = 'http://localhost';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const call = (method: string, path: string, body?: unknown) =>
  fetch(`${BASE}${path}`, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });

/** A 200 answer, checked against the contract. */
const answer = async (method: string, path: string, body?: unknown) => {
  const response = await call(method, path, body);
  expect(response.status).toBe(200);
  return GogTestResponseSchema.parse(await response.json());
};

describe('gog test page mocks', () => {
  it('give the login address', async () => {
    server.use(...gogTestHandlers.ok);
    expect(await answer('GET', getGogTestAuthUrl.path)).toEqual({
      success: true,
      message: gogMessages.popupHint,
      authUrl: mockGogTestAuthUrl,
    });
  });

  it('exchange a pasted address for tokens, which starts the session', async () => {
    server.use(...gogTestHandlers.ok);
    expect((await answer('GET', getGogTestSessionInfo.path)).success).toBe(false);
    expect((await answer('GET', getGogTestTokenInfo.path)).success).toBe(false);
    const result = await answer('POST', exchangeGogTestCode.path, { code: ` ${fixtureGogTestLoginUrl}\n` });
    expect(result).toMatchObject({ success: true, message: gogMessages.connected, extractedCode: FIXTURE_GOG_TEST_CODE });
    expect(result.originalInput).toBe(` ${fixtureGogTestLoginUrl}\n`);
    expect(JSON.parse(result.tokenResponse!)).toEqual(fixtureGogTestTokens);
    const session = await answer('GET', getGogTestSessionInfo.path);
    expect(session.success).toBe(true);
    expect(JSON.parse(session.data!)).toMatchObject({ userId: fixtureGogTestTokens.user_id });
    expect((await answer('GET', getGogTestTokenInfo.path)).success).toBe(true);
  });

  it('answer empty input, text without a code and a refused code as the server does', async () => {
    server.use(...gogTestHandlers.exchangeRefused);
    expect(await answer('POST', exchangeGogTestCode.path, { code: '  ' })).toEqual({
      success: false,
      message: gogMessages.testCodeRequired,
      originalInput: '  ',
    });
    expect(await answer('POST', exchangeGogTestCode.path, { code: 'not a code' })).toMatchObject({
      success: false,
      message: gogMessages.noCodeFound,
    });
    const refused = await answer('POST', exchangeGogTestCode.path, { code: FIXTURE_GOG_TEST_CODE });
    expect(refused).toMatchObject({ success: false, extractedCode: FIXTURE_GOG_TEST_CODE });
    expect(refused.message).toContain(gogMessages.invalidCode);
    expect((await answer('GET', getGogTestSessionInfo.path)).success).toBe(false);
  });

  it('call GOG with a token: user info, owned games with their count, custom GOG addresses only', async () => {
    server.use(...gogTestHandlers.ok);
    const accessToken = fixtureGogTestTokens.access_token;
    const user = await answer('POST', runGogApiTest.path, { accessToken, apiType: 'user-info' });
    expect(user).toMatchObject({ success: true, apiType: 'user-info' });
    expect(JSON.parse(user.data!)).toMatchObject({ username: 'shelf_tester' });
    const owned = await answer('POST', runGogApiTest.path, { accessToken, apiType: 'owned-games' });
    expect(owned).toMatchObject({ success: true, gamesCount: fixtureGogTestOwnedGames.length });
    expect(JSON.parse(owned.data!)).toHaveLength(fixtureGogTestOwnedGames.length);
    const custom = await answer('POST', runGogApiTest.path, { accessToken, apiType: 'custom', apiUrl: '/userData.json' });
    expect(custom).toMatchObject({ success: true, message: 'HTTP 200' });
    const elsewhere = await answer('POST', runGogApiTest.path, { accessToken, apiType: 'custom', apiUrl: 'https://example.com/' });
    expect(elsewhere.success).toBe(false);
  });

  it('validate the API tester as the server does', async () => {
    server.use(...gogTestHandlers.ok);
    expect(await answer('POST', runGogApiTest.path, { accessToken: ' ', apiType: 'owned-games' })).toEqual({
      success: false,
      message: gogMessages.testTokenRequired,
      apiType: 'owned-games',
    });
    expect(await answer('POST', runGogApiTest.path, { accessToken: 'token', apiType: 'custom' })).toMatchObject({
      message: gogMessages.testUrlRequired,
    });
    expect((await call('POST', runGogApiTest.path, { accessToken: 'token', apiType: 'games' })).status).toBe(400);
  });

  it('answer an expired token with its message', async () => {
    server.use(...gogTestHandlers.tokenExpired);
    const result = await answer('POST', runGogApiTest.path, { accessToken: 'token', apiType: 'user-info' });
    expect(result).toMatchObject({ success: false, message: gogMessages.tokenExpired });
  });

  it('start with a session in withSession', async () => {
    server.use(...gogTestHandlers.withSession);
    expect((await answer('GET', getGogTestSessionInfo.path)).success).toBe(true);
  });

  it('fail every call with a 500 in serverError', async () => {
    server.use(...gogTestHandlers.serverError);
    for (const [method, path] of [
      ['GET', getGogTestAuthUrl.path],
      ['POST', exchangeGogTestCode.path],
      ['GET', getGogTestSessionInfo.path],
      ['GET', getGogTestTokenInfo.path],
      ['POST', runGogApiTest.path],
    ] as const) {
      const response = await call(method, path, method === 'POST' ? {} : undefined);
      expect(response.status).toBe(500);
      expect(ErrorBodySchema.parse(await response.json()).message).toBe(commonMessages.internalError);
    }
  });
});

describe('gog test page mocks, watched', () => {
  it('tell onRequest of every call and still answer it', async () => {
    const seen: string[] = [];
    server.use(...gogTestHandlersFor({ onRequest: (method, path) => seen.push(`${method} ${path}`) }));
    expect((await answer('GET', getGogTestAuthUrl.path)).authUrl).toBe(mockGogTestAuthUrl);
    await answer('POST', runGogApiTest.path, { accessToken: 'token', apiType: 'user-info' });
    expect(seen).toEqual([`GET ${getGogTestAuthUrl.path}`, `POST ${runGogApiTest.path}`]);
  });
});

describe('gog test page mocks, reset', () => {
  it('forget the session an exchange started', async () => {
    server.use(...gogTestHandlers.ok);
    await answer('POST', exchangeGogTestCode.path, { code: fixtureGogTestLoginUrl });
    expect((await answer('GET', getGogTestSessionInfo.path)).success).toBe(true);
    resetGogTestHandlers();
    expect((await answer('GET', getGogTestSessionInfo.path)).success).toBe(false);
  });
});
