import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.ts';
import { generateOpaqueToken, hashToken } from './opaque-token.ts';
import { loginCodes } from './schema.ts';

/**
 * The callback's one-time login codes: random, stored as SHA-256, living `ttlSeconds` by the
 * database's clock (every API process agrees), spent by the one DELETE that finds them.
 */
export function createLoginCodesRepository(db: AppDb, options: { ttlSeconds: number }) {
  return {
    /** A new code for `userId`; codes already past their life are cleared on the way. */
    async create(userId: number): Promise<string> {
      const code = generateOpaqueToken();
      await db.delete(loginCodes).where(lte(loginCodes.expiresAt, sql`now()`));
      await db.insert(loginCodes).values({
        codeHash: hashToken(code),
        userId,
        expiresAt: sql`now() + make_interval(secs => ${options.ttlSeconds})`,
      });
      return code;
    },

    /**
     * The user a live code was made for, spending it; null for an unknown, used or expired code.
     * One conditional DELETE: of concurrent redemptions of one code exactly one gets the row.
     */
    async redeem(code: string): Promise<number | null> {
      const [spent] = await db
        .delete(loginCodes)
        .where(and(eq(loginCodes.codeHash, hashToken(code)), gt(loginCodes.expiresAt, sql`now()`)))
        .returning({ userId: loginCodes.userId });
      return spent?.userId ?? null;
    },
  };
}

export type LoginCodesRepository = ReturnType<typeof createLoginCodesRepository>;
