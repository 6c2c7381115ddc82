import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthProvidersSchema,
  OAUTH_PROVIDERS,
  accountMessages,
  type AuthProviders,
  devSignIn,
  getOAuthLoginUrl,
  listAuthProviders,
  pathOf,
} from '@gameshelf/contracts';
import type { AppOptions } from '../../src/app.ts';
import type { OAuthProviderEnv } from '../../src/config.ts';
import { bearer } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

const credentials = (clientSecret: string | undefined): OAuthProviderEnv => ({
  clientId: 'client-id',
  clientSecret,
  authorizationUrl: undefined,
  tokenUrl: undefined,
  userInfoUrl: undefined,
});

/** The app as configured by `app`, its providers answer, and the sign-in calls it should agree with. */
function describeServer(name: string, app: Partial<AppOptions>, expected: AuthProviders) {
  describe(name, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(engines[0]!, { seed: false, app });
    });
    afterAll(() => t.close());

    it('answers which providers are configured and whether the dev login is on', async () => {
      const res = await t.app.inject({ method: 'GET', url: listAuthProviders.path });
      expect(res.statusCode).toBe(200);
      expect(AuthProvidersSchema.parse(res.json())).toEqual(expected);
    });

    it('is public: a guest and a caller with a bad token get the same answer', async () => {
      const res = await t.app.inject({ method: 'GET', url: listAuthProviders.path, headers: bearer('not-a-token') });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expected);
    });

    it.each(OAUTH_PROVIDERS)('%s: login-url agrees (200 when offered, 503 otherwise)', async (provider) => {
      const res = await t.app.inject({ method: 'GET', url: pathOf(getOAuthLoginUrl.path, { provider }) });
      expect(res.statusCode).toBe(expected.providers[provider] ? 200 : 503);
    });

    it('dev-login agrees', async () => {
      const res = await t.app.inject({ method: 'POST', url: devSignIn.path, payload: { username: 'provider_check' } });
      if (expected.devLoginEnabled) expect(res.statusCode).toBe(200);
      else expect(res.json()).toEqual({ message: accountMessages.devLoginOnlyInDevelopment });
    });
  });
}

describeServer(
  'GET /api/auth/providers with nothing configured, outside development',
  {},
  {
    providers: { google: false, kakao: false, discord: false },
    devLoginEnabled: false,
  },
);

describeServer(
  'GET /api/auth/providers with Google configured, Kakao half configured, in development',
  { isDevelopment: true, auth: { oauth: { google: credentials('client-secret'), kakao: credentials(undefined) } } },
  { providers: { google: true, kakao: false, discord: false }, devLoginEnabled: true },
);

describeServer(
  'GET /api/auth/providers with every provider configured, outside development',
  {
    isDevelopment: false,
    auth: { oauth: { google: credentials('g-secret'), kakao: credentials('k-secret'), discord: credentials('d-secret') } },
  },
  { providers: { google: true, kakao: true, discord: true }, devLoginEnabled: false },
);
