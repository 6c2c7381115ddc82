import { and, eq, isNull, sql } from 'drizzle-orm';
import { generateOpaqueToken, hashToken } from './opaque-token.ts';
import type { AppDb } from '../../db/database.ts';
import type { UserRole } from '@gameshelf/contracts';
import { authSessions, refreshTokens, users } from './schema.ts';

export type RevokeReason = NonNullable<(typeof authSessions.$inferSelect)['revokedReason']>;

export type RotationResult =
  | { ok: true; userId: number; sessionId: string; refreshToken: string }
  /** Unknown, expired, or its session ended. */
  | { ok: false; reason: 'invalid' }
  /** A token already rotated was presented again: its whole family has now been revoked. */
  | { ok: false; reason: 'reused' };

/**
 * Sign-in sessions and their refresh tokens. Refresh tokens are opaque random strings stored as
 * SHA-256; each refresh spends the presented token and issues the next one of the same family.
 */
export function createSessionsRepository(db: AppDb, options: { refreshTokenTtlDays: number }) {
  const expiresAt = () => new Date(Date.now() + options.refreshTokenTtlDays * 86_400_000);

  return {
    /** A new session for a sign-in, with its first refresh token. */
    async create(userId: number): Promise<{ sessionId: string; refreshToken: string }> {
      const sessionId = generateOpaqueToken();
      const refreshToken = generateOpaqueToken();
      await db.transaction(async (tx) => {
        await tx.insert(authSessions).values({ id: sessionId, userId });
        await tx.insert(refreshTokens).values({ tokenHash: hashToken(refreshToken), sessionId, expiresAt: expiresAt() });
      });
      return { sessionId, refreshToken };
    },

    /**
     * Spends `refreshToken` and issues its successor. The spend is one conditional UPDATE, so of two
     * concurrent uses exactly one wins; the loser is treated as reuse.
     */
    async rotate(refreshToken: string): Promise<RotationResult> {
      const tokenHash = hashToken(refreshToken);
      return db.transaction(async (tx) => {
        const [spent] = await tx
          .update(refreshTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
          .returning({ sessionId: refreshTokens.sessionId, expiresAt: refreshTokens.expiresAt });
        if (!spent) {
          const [known] = await tx
            .select({ sessionId: refreshTokens.sessionId })
            .from(refreshTokens)
            .where(eq(refreshTokens.tokenHash, tokenHash))
            .limit(1);
          if (!known) return { ok: false, reason: 'invalid' } as const;
          await tx
            .update(authSessions)
            .set({ revokedAt: sql`now()`, revokedReason: 'refresh_token_reuse' })
            .where(and(eq(authSessions.id, known.sessionId), isNull(authSessions.revokedAt)));
          return { ok: false, reason: 'reused' } as const;
        }
        const [session] = await tx
          .select({ userId: authSessions.userId, revokedAt: authSessions.revokedAt })
          .from(authSessions)
          .where(eq(authSessions.id, spent.sessionId))
          .limit(1);
        if (!session || session.revokedAt || spent.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'invalid' } as const;
        const next = generateOpaqueToken();
        await tx.insert(refreshTokens).values({ tokenHash: hashToken(next), sessionId: spent.sessionId, expiresAt: expiresAt() });
        return { ok: true, userId: session.userId, sessionId: spent.sessionId, refreshToken: next } as const;
      });
    },

    /** Ends a session: its refresh tokens stop working and so do access tokens naming it. */
    async revoke(sessionId: string, reason: RevokeReason): Promise<void> {
      await db
        .update(authSessions)
        .set({ revokedAt: sql`now()`, revokedReason: reason })
        .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
    },

    /**
     * The current role of a live session's user, or null when the session has ended. Admin routes
     * trust this, not the role inside the access token, so a grant or revoke applies at the next request.
     */
    async activeRole(sessionId: string): Promise<UserRole | null> {
      const [row] = await db
        .select({ revokedAt: authSessions.revokedAt, role: users.role })
        .from(authSessions)
        .innerJoin(users, eq(users.id, authSessions.userId))
        .where(eq(authSessions.id, sessionId))
        .limit(1);
      return row && row.revokedAt === null ? row.role : null;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
