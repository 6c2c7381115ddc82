import { randomInt } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { UserRole } from '@gameshelf/contracts';
import type { AppDb } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { DisplayNameKeyRow } from './display-name-key.ts';
import { bumpProfileDerivedCaches } from '../../shared/cache-generations.ts';
import { userIdentities, users } from './schema.ts';

export type UserRow = typeof users.$inferSelect;
export type IdentityProvider = (typeof userIdentities.$inferSelect)['provider'];

export type NewIdentity = { provider: IdentityProvider; providerUserId: string; email: string | null };

export type ProfileChanges = {
  displayName: string;
  /** The look-alike key of `displayName` (display-name-key.ts), unique among users. */
  displayNameKey: string;
  bio: string;
  profileImageUrl?: string | null;
  profileCompleted?: boolean;
};

/** A saved profile, or why not: no such user, or the nickname was taken meanwhile (unique index). */
export type UpdateProfileResult = { kind: 'updated'; user: UserRow } | { kind: 'not-found' } | { kind: 'display-name-taken' };

const USERNAME_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Generated usernames: 'player_' and 8 lowercase letters or digits (2.8e12 values). */
export function generateUsername(): string {
  let suffix = '';
  for (let i = 0; i < 8; i++) suffix += USERNAME_ALPHABET[randomInt(USERNAME_ALPHABET.length)];
  return `player_${suffix}`;
}

/** Keys written per statement when filling them for existing users. */
const KEY_FILL_BATCH = 1000;

const normalizeEmail = (email: string | null) => email?.trim().toLowerCase() || null;

export function createUsersRepository(db: AppDb) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
      return row;
    },

    async findByIdentity(provider: IdentityProvider, providerUserId: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(userIdentities)
        .innerJoin(users, eq(users.id, userIdentities.userId))
        .where(and(eq(userIdentities.provider, provider), eq(userIdentities.providerUserId, providerUserId)))
        .limit(1);
      return row?.user;
    },

    /** The account an e-mail belongs to, with the providers it signs in with. */
    async findByEmail(email: string): Promise<{ user: UserRow; providers: IdentityProvider[] } | undefined> {
      const normalized = normalizeEmail(email);
      if (!normalized) return undefined;
      const [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${normalized}`)
        .limit(1);
      if (!user) return undefined;
      const identities = await db
        .select({ provider: userIdentities.provider })
        .from(userIdentities)
        .where(eq(userIdentities.userId, user.id));
      return { user, providers: identities.map((i) => i.provider) };
    },

    /**
     * A new user with its first identity, in one transaction. `username` is generated unless given
     * (dev login); a generated one that collides is drawn again.
     */
    async createWithIdentity(identity: NewIdentity, options: { username?: string } = {}): Promise<UserRow> {
      const email = normalizeEmail(identity.email);
      for (let attempt = 0; ; attempt++) {
        const username = options.username ?? generateUsername();
        try {
          return await db.transaction(async (tx) => {
            const [user] = await tx.insert(users).values({ username, email }).returning();
            await tx.insert(userIdentities).values({
              userId: user!.id,
              provider: identity.provider,
              providerUserId: identity.providerUserId,
              email,
            });
            return user!;
          });
        } catch (err) {
          if (!options.username && attempt < 5 && isUniqueViolation(err, 'users_username_unique')) continue;
          throw err;
        }
      }
    },

    /** Whether another user holds the nickname key; `exceptUserId` lets a user keep their own name. */
    async isDisplayNameKeyTaken(displayNameKey: string, exceptUserId?: number): Promise<boolean> {
      const condition = eq(users.displayNameKey, displayNameKey);
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(exceptUserId ? and(condition, ne(users.id, exceptUserId)) : condition)
        .limit(1);
      return row !== undefined;
    },

    /**
     * Saves the profile; a nickname taken since the check is caught by the unique index. The caches
     * that show the person (name, photo, bio) are bumped in the same transaction.
     */
    async updateProfile(id: number, changes: ProfileChanges): Promise<UpdateProfileResult> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .update(users)
            .set({ ...changes, updatedAt: sql`now()` })
            .where(eq(users.id, id))
            .returning();
          if (!row) return { kind: 'not-found' } as const;
          await bumpProfileDerivedCaches(tx);
          return { kind: 'updated', user: row } as const;
        });
      } catch (err) {
        if (isUniqueViolation(err, 'users_display_name_key_unique')) return { kind: 'display-name-taken' };
        throw err;
      }
    },

    /**
     * Gives every named user without a nickname key one (names saved before keys existed), as `assign`
     * decides from all named users oldest first. The table is locked against writes meanwhile, so
     * instances starting together fill it once. Answers how many users got a key.
     */
    async fillMissingDisplayNameKeys(assign: (rows: DisplayNameKeyRow[]) => { id: number; displayNameKey: string }[]): Promise<number> {
      const missing = await db
        .select({ id: users.id })
        .from(users)
        .where(and(isNotNull(users.displayName), isNull(users.displayNameKey)))
        .limit(1);
      if (missing.length === 0) return 0;
      return db.transaction(async (tx) => {
        await tx.execute(sql`LOCK TABLE ${users} IN SHARE ROW EXCLUSIVE MODE`);
        const rows = await tx
          .select({ id: users.id, displayName: users.displayName, displayNameKey: users.displayNameKey })
          .from(users)
          .where(isNotNull(users.displayName))
          .orderBy(asc(users.createdAt), asc(users.id));
        const assigned = assign(rows.map((row) => ({ ...row, displayName: row.displayName ?? '' })));
        for (let start = 0; start < assigned.length; start += KEY_FILL_BATCH) {
          const values = assigned.slice(start, start + KEY_FILL_BATCH).map((row) => sql`(${row.id}::int, ${row.displayNameKey}::text)`);
          await tx.execute(
            sql`UPDATE ${users} SET display_name_key = v.key FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, key) WHERE ${users.id} = v.id`,
          );
        }
        return assigned.length;
      });
    },

    /**
     * Gives the user the role unless they hold it already: the updated user when this call changed it,
     * null otherwise (so of two concurrent sign-ins only one reports the grant).
     */
    async grantRole(id: number, role: UserRole): Promise<UserRow | null> {
      const [row] = await db
        .update(users)
        .set({ role, updatedAt: sql`now()` })
        .where(and(eq(users.id, id), ne(users.role, role)))
        .returning();
      return row ?? null;
    },

    /** The updated user, or null when there is no such user. */
    async updateSettings(
      id: number,
      changes: { darkModeEnabled?: boolean; notificationEnabled?: boolean; isPublicProfile?: boolean },
    ): Promise<UserRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(users.id, id))
          .returning();
        // What others may see of the person changes with the profile's visibility: every cache at once.
        if (row && changes.isPublicProfile !== undefined) await bumpProfileDerivedCaches(tx);
        return row ?? null;
      });
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

/**
 * Sets the role of the user named `username` in the caller's transaction, their row locked until it
 * ends: who they are and the role they had, or null when there is no such user. The admin module's
 * role changes call it, so that they record the change in the same transaction.
 */
export async function setRoleByUsername(
  tx: Tx,
  username: string,
  role: UserRole,
): Promise<{ id: number; username: string; previousRole: UserRole } | null> {
  const [user] = await tx
    .select({ id: users.id, username: users.username, role: users.role })
    .from(users)
    .where(eq(users.username, username))
    .for('update')
    .limit(1);
  if (!user) return null;
  if (user.role !== role)
    await tx
      .update(users)
      .set({ role, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
  return { id: user.id, username: user.username, previousRole: user.role };
}
