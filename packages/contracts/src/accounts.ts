import { z } from 'zod';

/**
 * Copy for accounts, sessions and profiles (spec 1 §8, spec 2 §5 and §8).
 * Spec strings in Korean are verbatim; the rest follow the same tone (docs/decisions.md).
 */
export const accountMessages = {
  // Nickname and profile (spec 2 §5).
  displayNameRequired: '닉네임을 입력해주세요.',
  displayNameTooShort: '닉네임은 2글자 이상이어야 합니다.',
  displayNameTooLong: '닉네임은 20글자 이하여야 합니다.',
  displayNameCharacters: '닉네임은 한글/영문/숫자/언더스코어/공백만 사용 가능합니다.',
  displayNameTaken: '이미 사용 중인 닉네임입니다.',
  displayNameAvailable: '사용 가능한 닉네임입니다.',
  bioTooLong: '자기소개는 30글자 이하여야 합니다.',
  profileLoadFailed: '프로필을 불러오는데 실패했습니다.',
  profileUpdateFailed: '프로필 수정 중 오류가 발생했습니다.',
  profileSetupFailed: '프로필 설정 중 오류가 발생했습니다.',
  settingsEmpty: '변경할 설정을 보내주세요.',
  darkModeSaveFailed: '다크모드 설정 변경에 실패했습니다.',
  notificationSaveFailed: '알림 설정 변경에 실패했습니다.',
  logoutFailed: '로그아웃 중 오류가 발생했습니다.',

  // Sessions (spec 1 §8, spec 2 §8).
  loginRequired: '로그인이 필요합니다.',
  loginRequiredAgain: '로그인이 필요합니다. 다시 로그인해주세요.',
  authExpired: '인증이 만료되었습니다. 다시 로그인해주세요.',
  authRequiredAgain: '인증이 필요합니다. 다시 로그인해주세요.',
  invalidToken: '유효하지 않은 인증 정보입니다. 다시 로그인해주세요.',
  refreshTokenInvalid: '세션이 만료되었습니다. 다시 로그인해주세요.',
  loggedOut: '로그아웃되었습니다.',
  adminRequired: '관리자 권한이 필요합니다.',
  userNotFound: '사용자를 찾을 수 없습니다.',

  // Sign-in (spec 1 §2, §8).
  loginFailed: '로그인 실패',
  loginProcessingError: '로그인 처리 중 오류가 발생했습니다.',
  callbackTokensMissing: '토큰 정보가 누락되었습니다.',
  providerUnavailable: (provider: string) => `${provider} 로그인은 현재 사용할 수 없습니다.`,
  loginErrorAuthenticationFailed: '인증에 실패했습니다. 다시 로그인해주세요.',
  loginErrorOauth2Failure: '소셜 로그인 처리 중 오류가 발생했습니다. 다시 시도해주세요.',
  loginErrorGeneric: '로그인 중 문제가 발생했습니다. 다시 시도해주세요.',
  devLoginOnlyInDevelopment: '개발 환경에서만 사용할 수 있습니다.',
  devLoginFailed: '개발용 로그인에 실패했습니다.',
} as const;

/** Sign-in, session and own-profile endpoints (spec 1 §7, spec 2 §7). */
export const accountPaths = {
  loginUrl: (provider: string) => `/api/auth/${provider}/login-url`,
  loginUrlPattern: '/api/auth/:provider/login-url',
  oauthCallback: (provider: string) => `/api/auth/${provider}/callback`,
  oauthCallbackPattern: '/api/auth/:provider/callback',
  devLogin: '/api/auth/dev-login',
  refresh: '/api/auth/refresh',
  me: '/api/auth/me',
  logout: '/api/auth/logout',
  validate: '/api/auth/validate',
  profile: '/api/users/profile',
  checkDisplayName: '/api/users/check-display-name',
  settings: '/api/users/settings',
} as const;

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

const USER_INFO_KEYS = UserInfoSchema.keyof().options;

/** The `UserInfo` part of anything that carries it (a stored user, an own profile), without the rest. */
export function toUserInfo(user: UserInfo): UserInfo {
  return Object.fromEntries(USER_INFO_KEYS.map((key) => [key, user[key]])) as UserInfo;
}

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

// Own profile and settings.

/** Spec 2 §5 and §9. */
export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 20;
export const BIO_MAX = 30;
/** Korean letters (syllables and jamo), Latin letters, digits, underscore and whitespace. */
export const DISPLAY_NAME_PATTERN = /^[가-힣ㄱ-ㅎㅏ-ㅣA-Za-z0-9_\s]+$/;
/** Random nickname: 'user-' plus 10 alphanumerics (spec 2 §5). */
export const RANDOM_NICKNAME_PREFIX = 'user-';
export const RANDOM_NICKNAME_PATTERN = /^user-[A-Za-z0-9]{10}$/;

/**
 * The nickname rule, checked in this order (spec 2 §5): required, 2-20 characters, allowed characters.
 * The random nickname contains '-', which the character rule would refuse; it is allowed as generated.
 * Counts are of characters (code points), so each Hangul syllable counts once.
 */
export const DisplayNameSchema = z
  .string()
  .transform((value) => value.trim())
  .superRefine((value, ctx) => {
    const length = [...value].length;
    if (length === 0) ctx.addIssue({ code: 'custom', message: accountMessages.displayNameRequired });
    else if (length < DISPLAY_NAME_MIN) ctx.addIssue({ code: 'custom', message: accountMessages.displayNameTooShort });
    else if (length > DISPLAY_NAME_MAX) ctx.addIssue({ code: 'custom', message: accountMessages.displayNameTooLong });
    else if (!DISPLAY_NAME_PATTERN.test(value) && !RANDOM_NICKNAME_PATTERN.test(value))
      ctx.addIssue({ code: 'custom', message: accountMessages.displayNameCharacters });
  });

/** The first problem with a nickname, or null when it is valid (for live validation in forms). */
export function displayNameError(value: string): string | null {
  const result = DisplayNameSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? accountMessages.displayNameRequired);
}

export const BioSchema = z
  .string()
  .transform((value) => value.trim())
  .refine((value) => [...value].length <= BIO_MAX, { message: accountMessages.bioTooLong });

/** Own profile (spec 2 §3 "User profile (own)"). Store links stay null until store linking exists. */
export const UserProfileSchema = UserInfoSchema.extend({
  steamId: z.string().nullable(),
  steamProfileUrl: z.string().nullable(),
  gogUserId: z.string().nullable(),
  gogUsername: z.string().nullable(),
  gogAvatarUrl: z.string().nullable(),
  gogLastSyncedAt: z.string().nullable(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

/**
 * `PUT /api/users/profile` (spec 2 §7): profile setup sends bio '' and profileCompleted true.
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

/** `PATCH /api/users/settings`: one or both switches. */
export const SettingsUpdateRequestSchema = z
  .object({
    darkModeEnabled: z.boolean().optional(),
    notificationEnabled: z.boolean().optional(),
  })
  .refine((value) => value.darkModeEnabled !== undefined || value.notificationEnabled !== undefined, {
    message: accountMessages.settingsEmpty,
  });
export type SettingsUpdateRequest = z.infer<typeof SettingsUpdateRequestSchema>;

export const SettingsSchema = z.object({
  darkModeEnabled: z.boolean(),
  notificationEnabled: z.boolean(),
});
export type Settings = z.infer<typeof SettingsSchema>;
