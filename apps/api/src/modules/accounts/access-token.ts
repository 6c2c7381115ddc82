import { errors, jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, type UserRole } from '@gameshelf/contracts';

const ISSUER = 'gameshelf';
const AUDIENCE = 'gameshelf-api';

export type AccessTokenClaims = { userId: number; sessionId: string; role: UserRole };

export type AccessTokens = {
  sign(claims: AccessTokenClaims): Promise<string>;
  /** The claims of a valid token, or the reason it is not. */
  verify(token: string): Promise<{ ok: true; claims: AccessTokenClaims } | { ok: false; reason: 'expired' | 'invalid' }>;
};

/** HS256 JWTs with `exp` ACCESS_TOKEN_TTL_SECONDS after issue, naming the user and the session. */
export function createAccessTokens(secret: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, sessionId, role }) =>
      new SignJWT({ sid: sessionId, role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const { sid, role } = payload;
        if (!Number.isInteger(userId) || userId <= 0 || typeof sid !== 'string' || (role !== 'user' && role !== 'admin')) {
          return { ok: false, reason: 'invalid' };
        }
        return { ok: true, claims: { userId, sessionId: sid, role } };
      } catch (err) {
        return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
