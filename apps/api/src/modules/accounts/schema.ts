import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Accounts (issue 4). `display_name` is the nickname chosen at profile setup (null before), unique by
 * `display_name_key`, the form look-alike names share (display-name-key.ts); `username` is generated,
 * unique and used in profile URLs.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    displayName: text('display_name'),
    /** `displayNameKey(display_name)`; for a name saved before keys existed that collided, suffixed '#<id>'. */
    displayNameKey: text('display_name_key'),
    bio: text('bio').notNull().default(''),
    profileImageUrl: text('profile_image_url'),
    /** The verified e-mail the first sign-in brought, if any (one e-mail, one account: docs/decisions.md). */
    email: text('email'),
    darkModeEnabled: boolean('dark_mode_enabled').notNull().default(false),
    notificationEnabled: boolean('notification_enabled').notNull().default(true),
    /** Others see the profile's stats, public collections, reviews and preferences (docs/decisions.md). */
    isPublicProfile: boolean('is_public_profile').notNull().default(true),
    profileCompleted: boolean('profile_completed').notNull().default(false),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_display_name_key_unique').on(t.displayNameKey),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
  ],
);

/** A provider account linked to a user: one user may link several; one identity belongs to one user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['google', 'kakao', 'discord', 'dev'] }).notNull(),
    providerUserId: text('provider_user_id').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_identities_provider_key').on(t.provider, t.providerUserId), index('user_identities_user_idx').on(t.userId)],
);

/**
 * A sign-in session: the family of refresh tokens one login started. Revoking it (logout, or reuse
 * of a rotated refresh token) ends every token of the family and the access tokens that name it.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason', { enum: ['logout', 'refresh_token_reuse'] }),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** Refresh tokens are opaque; only their SHA-256 is stored. `used_at` marks a rotated (spent) token. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/**
 * One-time codes the OAuth callback puts on the web `/auth/callback` address instead of tokens. Only the
 * SHA-256 is kept; a code is traded once (the row is deleted as it is redeemed) within its short life,
 * on any API process, for a new session.
 */
export const loginCodes = pgTable(
  'login_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_codes_expires_idx').on(t.expiresAt)],
);
