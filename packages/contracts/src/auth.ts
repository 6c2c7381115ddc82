import { z } from 'zod';

/** Social sign-in providers (spec 1 §1, §7). */
export const OAUTH_PROVIDERS = ['google', 'kakao', 'discord'] as const;
export const OAuthProviderSchema = z.enum(OAUTH_PROVIDERS);
export type OAuthProvider = z.infer<typeof OAuthProviderSchema>;

export const OAUTH_PROVIDER_LABELS: Record<OAuthProvider, string> = {
  google: 'Google',
  kakao: '카카오',
  discord: 'Discord',
};

export const UserRoleSchema = z.enum(['user', 'admin']);
export type UserRole = z.infer<typeof UserRoleSchema>;

/** The signed-in user as the client keeps it (spec 1 §3 "Auth session": user). */
export const UserInfoSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  /** Null until profile setup chose a nickname. */
  displayName: z.string().nullable(),
  bio: z.string(),
  profileImageUrl: z.string().nullable(),
  darkModeEnabled: z.boolean(),
  notificationEnabled: z.boolean(),
  profileCompleted: z.boolean(),
  role: UserRoleSchema,
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

/** Access tokens live this long (spec 3 §3 "Token data": expiresIn 3600). */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;

/** Login data: the answer of dev-login and refresh (spec 1 §3 "Token data", spec 3 §3). */
export const LoginDataSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  tokenType: z.literal('Bearer'),
  expiresIn: z.number().int().positive(),
  userId: z.number().int().positive(),
  profileCompleted: z.boolean(),
  userInfo: UserInfoSchema,
});
export type LoginData = z.infer<typeof LoginDataSchema>;

export const LoginUrlSchema = z.object({ loginUrl: z.string().url() });
export type LoginUrl = z.infer<typeof LoginUrlSchema>;

export const RefreshRequestSchema = z.object({ refreshToken: z.string().min(1) });
export type RefreshRequest = z.infer<typeof RefreshRequestSchema>;

export const DevLoginRequestSchema = z.object({
  username: z
    .string()
    .trim()
    .min(2)
    .max(30)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type DevLoginRequest = z.infer<typeof DevLoginRequestSchema>;

export const ValidateResponseSchema = z.object({ valid: z.boolean() });
export type ValidateResponse = z.infer<typeof ValidateResponseSchema>;

export const LogoutResponseSchema = z.object({ message: z.string() });

/**
 * Query the server's OAuth callback puts on the web `/auth/callback` redirect (spec 1 §2 "OAuth callback page").
 * Strings, as they arrive in a URL.
 */
export const AuthCallbackQuerySchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  userId: z.string().regex(/^\d+$/),
  profileCompleted: z.enum(['true', 'false']),
});
export type AuthCallbackQuery = z.infer<typeof AuthCallbackQuerySchema>;

/** Query of `/auth/login?error=…` (spec 1 §2). */
export const LOGIN_ERROR_CODES = ['authentication_failed', 'oauth2_failure'] as const;

/** Query of `/auth/account-conflict` (see docs/decisions.md: one e-mail, one account). */
export const AccountConflictQuerySchema = z.object({
  provider: OAuthProviderSchema,
  existingProvider: OAuthProviderSchema,
});
export type AccountConflictQuery = z.infer<typeof AccountConflictQuerySchema>;
