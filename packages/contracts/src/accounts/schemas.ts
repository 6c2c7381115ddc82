import '../zod-config.ts';
import { z } from 'zod';
import { accountMessages } from './messages.ts';
import { visibleText } from '../common/values.ts';
import {
  BIO_MAX,
  devUsernameError,
  displayNameError,
  LOGIN_CODE_MAX_LENGTH,
  normalizeDisplayName,
  OAUTH_PROVIDERS,
  USER_ROLES,
} from './values.ts';

export const OAuthProviderSchema = z.enum(OAUTH_PROVIDERS);
export const UserRoleSchema = z.enum(USER_ROLES);

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

const USER_INFO_KEYS = UserInfoSchema.keyof().options;

/** The `UserInfo` part of anything that carries it (a stored user, an own profile), without the rest. */
export function toUserInfo(user: UserInfo): UserInfo {
  return Object.fromEntries(USER_INFO_KEYS.map((key) => [key, user[key]])) as UserInfo;
}

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

/** `devSignIn`: 2-30 of A-Za-z0-9_- after trimming, with the form's Korean messages. */
export const DevLoginRequestSchema = z.object({
  username: z
    .string({ error: accountMessages.devUsernameRequired })
    .trim()
    .superRefine((value, ctx) => {
      const problem = devUsernameError(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type DevLoginRequest = z.infer<typeof DevLoginRequestSchema>;

export const ValidateResponseSchema = z.object({ valid: z.boolean() });
export type ValidateResponse = z.infer<typeof ValidateResponseSchema>;

export const LogoutResponseSchema = z.object({ message: z.string() });

/**
 * `listAuthProviders`: the sign-in methods this server offers, so the login screen can show an
 * unconfigured provider as unavailable before anyone taps it.
 */
export const AuthProvidersSchema = z.object({
  /** Per provider: true when its credentials are configured (its login-url answers), false when it answers 503. */
  providers: z.record(OAuthProviderSchema, z.boolean()),
  /** True only in the development environment, where `devSignIn` signs in. */
  devLoginEnabled: z.boolean(),
});
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;

/**
 * Query the server's OAuth callback puts on the web `/auth/callback` redirect (spec 1 §2 "OAuth callback
 * page"): a one-time code, never the tokens, so no address bar, history entry or request log holds a
 * live token. The page trades it with `redeemLoginCode` (LoginCodeExchangeSchema).
 */
export const AuthCallbackQuerySchema = z.object({ code: z.string().min(1).max(LOGIN_CODE_MAX_LENGTH) });
export type AuthCallbackQuery = z.infer<typeof AuthCallbackQuerySchema>;

/** `redeemLoginCode`: the callback's one-time code; answered with LoginData, once. */
export const LoginCodeExchangeSchema = z.object({
  code: z
    .string({ error: accountMessages.loginCodeInvalid })
    .min(1, accountMessages.loginCodeInvalid)
    .max(LOGIN_CODE_MAX_LENGTH, accountMessages.loginCodeInvalid),
});
export type LoginCodeExchange = z.infer<typeof LoginCodeExchangeSchema>;

/** Query of `/auth/account-conflict` (see docs/decisions.md: one e-mail, one account). */
export const AccountConflictQuerySchema = z.object({
  provider: OAuthProviderSchema,
  existingProvider: OAuthProviderSchema,
});
export type AccountConflictQuery = z.infer<typeof AccountConflictQuerySchema>;

/** The nickname: normalised (`normalizeDisplayName`), then checked by `displayNameError` (spec 2 §5). */
export const DisplayNameSchema = z
  .string()
  .transform(normalizeDisplayName)
  .superRefine((value, ctx) => {
    const problem = displayNameError(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Bio: trimmed, empty when it shows nothing, at most 30 characters. */
export const BioSchema = z
  .string()
  .transform(visibleText)
  .refine((value) => [...value].length <= BIO_MAX, { message: accountMessages.bioTooLong });

/** Own profile (spec 2 §3 "User profile (own)"). Store links stay null until store linking exists. */
export const UserProfileSchema = UserInfoSchema.extend({
  /** Whether others see the public profile's stats and lists (the settings dialog's switch). */
  isPublicProfile: z.boolean(),
  steamId: z.string().nullable(),
  steamProfileUrl: z.string().nullable(),
  steamLastSyncedAt: z.string().nullable(),
  gogUserId: z.string().nullable(),
  gogUsername: z.string().nullable(),
  gogAvatarUrl: z.string().nullable(),
  gogLastSyncedAt: z.string().nullable(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

/**
 * `updateOwnProfile` (spec 2 §7): profile setup sends bio '' and profileCompleted true.
 * profileImageUrl: a URL from the upload call, null to remove the photo, absent to keep it.
 */
export const ProfileUpdateRequestSchema = z.object({
  displayName: DisplayNameSchema,
  bio: BioSchema.default(''),
  profileCompleted: z.boolean().optional(),
  profileImageUrl: z.string().max(500).nullable().optional(),
});
export type ProfileUpdateRequest = z.input<typeof ProfileUpdateRequestSchema>;

export const DisplayNameCheckQuerySchema = z.object({ displayName: z.string().default('') });
export const DisplayNameCheckSchema = z.object({
  available: z.boolean(),
  /** Why it is not available (the rule it breaks, or taken); absent when available. */
  message: z.string().optional(),
});
export type DisplayNameCheck = z.infer<typeof DisplayNameCheckSchema>;

/** `updateAccountSettings`: any of the switches. */
export const SettingsUpdateRequestSchema = z
  .object({
    darkModeEnabled: z.boolean().optional(),
    notificationEnabled: z.boolean().optional(),
    /** Whether others see the profile's stats, collections, reviews and preferences. */
    isPublicProfile: z.boolean().optional(),
  })
  .refine(
    (value) => value.darkModeEnabled !== undefined || value.notificationEnabled !== undefined || value.isPublicProfile !== undefined,
    { message: accountMessages.settingsEmpty },
  );
export type SettingsUpdateRequest = z.infer<typeof SettingsUpdateRequestSchema>;

export const SettingsSchema = z.object({
  darkModeEnabled: z.boolean(),
  notificationEnabled: z.boolean(),
  isPublicProfile: z.boolean(),
});
export type Settings = z.infer<typeof SettingsSchema>;

/** Path params of the OAuth calls: a provider the app knows. */
export const OAuthProviderParamsSchema = z.object({ provider: OAuthProviderSchema });

/** What the provider puts on its return to the callback: a code and our state, or an error. */
export const OAuthCallbackQuerySchema = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

/** The token to check, when it does not come as the bearer header. */
export const TokenValidateQuerySchema = z.object({ token: z.string().optional() });
