import { ACCESS_TOKEN_TTL_SECONDS, type LoginData, type OAuthProvider, accountMessages, toUserInfo } from '@gameshelf/contracts';
import type { ProviderProfile } from '../../integrations/oauth/provider-profiles.ts';
import { InvalidError, UnauthorizedError } from '../../shared/errors.ts';
import type { AccessTokenClaims, AccessTokens } from './access-token.ts';
import { resolveOAuthSignIn } from './oauth-sign-in.ts';
import type { LoginCodesRepository } from './login-codes-repository.ts';
import type { SessionsRepository } from './sessions-repository.ts';

import type { UserRow, UsersRepository } from './users-repository.ts';

/** Who an access token speaks for, or why it does not. */
export type Authentication = { ok: true; claims: AccessTokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * A provider sign-in: a one-time code the web callback trades for the session (the tokens never
 * travel in an address), or the e-mail belongs to an account that uses another provider.
 */
export type ProviderSignIn = { kind: 'signed-in'; loginCode: string } | { kind: 'conflict'; existingProvider: OAuthProvider };

/** Starting, renewing and ending sign-in sessions; the answers are the contract's LoginData. */
export function createLoginService(deps: {
  tokens: AccessTokens;
  sessions: SessionsRepository;
  loginCodes: LoginCodesRepository;
  users: UsersRepository;
  /** ADMIN_USERNAMES: these users get the admin role when they sign in. */
  adminUsernames?: readonly string[];
  /** Told when a sign-in granted the role (the admin module records it in the audit log). */
  onAdminGrantedAtSignIn?: (user: UserRow) => Promise<void>;
}) {
  const adminUsernames = new Set(deps.adminUsernames ?? []);
  async function loginData(user: UserRow, sessionId: string, refreshToken: string): Promise<LoginData> {
    const accessToken = await deps.tokens.sign({ userId: user.id, sessionId, role: user.role });
    return {
      accessToken,
      refreshToken,
      tokenType: 'Bearer',
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      userId: user.id,
      profileCompleted: user.profileCompleted,
      userInfo: toUserInfo(user),
    };
  }

  /** A new session for a user who just signed in (every sign-in path), granting ADMIN_USERNAMES the role first. */
  async function start(signedIn: UserRow): Promise<LoginData> {
    let user = signedIn;
    if (user.role !== 'admin' && adminUsernames.has(user.username)) {
      const granted = await deps.users.grantRole(user.id, 'admin');
      if (granted) await deps.onAdminGrantedAtSignIn?.(granted);
      user = granted ?? (await deps.users.findById(user.id)) ?? user;
    }
    const { sessionId, refreshToken } = await deps.sessions.create(user.id);
    return loginData(user, sessionId, refreshToken);
  }

  return {
    start,

    /** Sign-in through a provider (docs/decisions.md, "One e-mail, one account"): a one-time code for its user. */
    async signInWithProvider(provider: OAuthProvider, profile: ProviderProfile): Promise<ProviderSignIn> {
      const outcome = await resolveOAuthSignIn(deps.users, provider, profile);
      if (outcome.kind === 'conflict') return outcome;
      return { kind: 'signed-in', loginCode: await deps.loginCodes.create(outcome.user.id) };
    },

    /** The session a live one-time code stands for, started now; the code is spent (400 when unknown, used or expired). */
    async redeemLoginCode(code: string): Promise<LoginData> {
      const userId = await deps.loginCodes.redeem(code);
      const user = userId === null ? undefined : await deps.users.findById(userId);
      if (!user) throw new InvalidError(accountMessages.loginCodeInvalid, 'code');
      return start(user);
    },

    /** Development login: the user of that name (made on first use), signed in. */
    async devSignIn(username: string): Promise<LoginData> {
      const user =
        (await deps.users.findByIdentity('dev', username)) ??
        (await deps.users.findByUsername(username)) ??
        (await deps.users.createWithIdentity({ provider: 'dev', providerUserId: username, email: null }, { username }));
      return start(user);
    },

    /** Rotation: the presented refresh token is spent; reuse of a spent one ends its session. */
    async refresh(refreshToken: string): Promise<LoginData> {
      const rotated = await deps.sessions.rotate(refreshToken);
      if (!rotated.ok) throw new UnauthorizedError(accountMessages.refreshTokenInvalid);
      const user = await deps.users.findById(rotated.userId);
      if (!user) throw new UnauthorizedError(accountMessages.refreshTokenInvalid);
      return loginData(user, rotated.sessionId, rotated.refreshToken);
    },

    logout: (sessionId: string) => deps.sessions.revoke(sessionId, 'logout'),

    /**
     * An access token's claims when it is valid and its session is live: logout and refresh-token
     * reuse end a session at once, not when its access tokens expire. The role comes from the users
     * table in the same query, so granting or revoking admin takes effect at the next request.
     */
    async authenticate(token: string): Promise<Authentication> {
      const result = await deps.tokens.verify(token);
      if (!result.ok) return result;
      const role = await deps.sessions.activeRole(result.claims.sessionId);
      if (!role) return { ok: false, reason: 'invalid' };
      // The role as it is now (docs/decisions.md "Who is admin"), whatever the token was issued with.
      return { ok: true, claims: { ...result.claims, role } };
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
