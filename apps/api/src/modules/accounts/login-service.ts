import { ACCESS_TOKEN_TTL_SECONDS, userMessages, type LoginData } from '@gameshelf/contracts';
import type { SessionsRepository } from './sessions-repository.ts';
import { toUserInfo, type UserRow, type UsersRepository } from './users-repository.ts';
import { HttpError } from '../../shared/http-error.ts';
import type { AccessTokens } from './access-token.ts';

/** Starting, renewing and ending sign-in sessions; the answers are the contract's LoginData. */
export function createLoginService(deps: { tokens: AccessTokens; sessions: SessionsRepository; users: UsersRepository }) {
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

  return {
    /** A new session for a user who just signed in. */
    async start(user: UserRow): Promise<LoginData> {
      const { sessionId, refreshToken } = await deps.sessions.create(user.id);
      return loginData(user, sessionId, refreshToken);
    },

    /** Rotation: the presented refresh token is spent; reuse of a spent one ends its session. */
    async refresh(refreshToken: string): Promise<LoginData> {
      const rotated = await deps.sessions.rotate(refreshToken);
      if (!rotated.ok) throw new HttpError(401, userMessages.refreshTokenInvalid);
      const user = await deps.users.findById(rotated.userId);
      if (!user) throw new HttpError(401, userMessages.refreshTokenInvalid);
      return loginData(user, rotated.sessionId, rotated.refreshToken);
    },

    logout: (sessionId: string) => deps.sessions.revoke(sessionId, 'logout'),
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
