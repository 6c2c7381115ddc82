import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client, OAuth2Tokens } from 'arctic';
import type { OAuthProvider } from '@gameshelf/contracts';
import type { OAuthProviderEnv } from '../../config.ts';
import { parseDiscordProfile, parseGoogleProfile, parseKakaoProfile, type ProviderProfile } from './provider-profiles.ts';

type Endpoints = { authorizationUrl: string; tokenUrl: string; userInfoUrl: string };

/** The real endpoints (PROTOCOLS.md §1-3); each can be overridden by env for tests. */
const DEFAULT_ENDPOINTS: Record<OAuthProvider, Endpoints> = {
  google: {
    authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
  },
  kakao: {
    authorizationUrl: 'https://kauth.kakao.com/oauth/authorize',
    tokenUrl: 'https://kauth.kakao.com/oauth/token',
    userInfoUrl: 'https://kapi.kakao.com/v2/user/me',
  },
  discord: {
    authorizationUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    userInfoUrl: 'https://discord.com/api/v10/users/@me',
  },
};

const SCOPES: Record<OAuthProvider, string[]> = {
  google: ['openid', 'email', 'profile'],
  kakao: ['profile_nickname', 'account_email'],
  discord: ['identify', 'email'],
};

const PARSERS: Record<OAuthProvider, (body: unknown) => ProviderProfile> = {
  google: parseGoogleProfile,
  kakao: parseKakaoProfile,
  discord: parseDiscordProfile,
};

/** Kakao has no PKCE; Google and Discord use S256. */
const USES_PKCE: Record<OAuthProvider, boolean> = { google: true, kakao: false, discord: true };

export type AuthorizationStart = { url: string; state: string; codeVerifier: string | null };

export type OAuthProviderClient = {
  provider: OAuthProvider;
  createAuthorization(): AuthorizationStart;
  /** Trades the code for tokens and reads the user; throws on any protocol failure. */
  fetchProfile(code: string, codeVerifier: string | null): Promise<ProviderProfile>;
};

export class OAuthProtocolError extends Error {
  override readonly name = 'OAuthProtocolError';
}

/**
 * One provider's client, or null when its credentials are not configured (the login-url call then
 * answers 503). Google and Discord go through arctic's OAuth2Client (PKCE S256, client secret by
 * HTTP Basic, both of which they accept); Kakao wants client_id and client_secret in the form body,
 * which arctic's client does not send to a configurable endpoint, so its token call is made here
 * the way arctic's own Kakao provider makes it.
 */
export function createOAuthProviderClient(
  provider: OAuthProvider,
  env: OAuthProviderEnv,
  redirectUri: string,
  fetchImpl: typeof fetch = fetch,
): OAuthProviderClient | null {
  if (!env.clientId || !env.clientSecret) return null;
  const clientId = env.clientId;
  const clientSecret = env.clientSecret;
  const endpoints: Endpoints = {
    authorizationUrl: env.authorizationUrl ?? DEFAULT_ENDPOINTS[provider].authorizationUrl,
    tokenUrl: env.tokenUrl ?? DEFAULT_ENDPOINTS[provider].tokenUrl,
    userInfoUrl: env.userInfoUrl ?? DEFAULT_ENDPOINTS[provider].userInfoUrl,
  };
  const client = new OAuth2Client(clientId, clientSecret, redirectUri);

  async function exchange(code: string, codeVerifier: string | null): Promise<OAuth2Tokens> {
    if (provider !== 'kakao') return client.validateAuthorizationCode(endpoints.tokenUrl, code, codeVerifier);
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      client_secret: clientSecret,
    });
    const response = await fetchImpl(endpoints.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8', Accept: 'application/json' },
      body,
    });
    const data: unknown = await response.json().catch(() => null);
    if (!response.ok || !data || typeof data !== 'object') {
      const error = data && typeof data === 'object' && 'error' in data ? String(data.error) : `HTTP ${response.status}`;
      throw new OAuthProtocolError(`kakao token request failed: ${error}`);
    }
    return new OAuth2Tokens(data);
  }

  return {
    provider,
    createAuthorization() {
      const state = generateState();
      if (!USES_PKCE[provider]) {
        return {
          url: client.createAuthorizationURL(endpoints.authorizationUrl, state, SCOPES[provider]).toString(),
          state,
          codeVerifier: null,
        };
      }
      const codeVerifier = generateCodeVerifier();
      const url = client.createAuthorizationURLWithPKCE(
        endpoints.authorizationUrl,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        SCOPES[provider],
      );
      // Google: always show the account chooser, so a shared device does not silently reuse an account.
      if (provider === 'google') url.searchParams.set('prompt', 'select_account');
      return { url: url.toString(), state, codeVerifier };
    },
    async fetchProfile(code, codeVerifier) {
      const tokens = await exchange(code, codeVerifier);
      const response = await fetchImpl(endpoints.userInfoUrl, {
        headers: { Authorization: `Bearer ${tokens.accessToken()}`, Accept: 'application/json' },
      });
      if (!response.ok) throw new OAuthProtocolError(`${provider} user info failed: HTTP ${response.status}`);
      return PARSERS[provider](await response.json());
    },
  };
}
