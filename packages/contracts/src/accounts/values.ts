/** Social sign-in providers (spec 1 §1, §7). */
export const OAUTH_PROVIDERS = ['google', 'kakao', 'discord'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const OAUTH_PROVIDER_LABELS: Record<OAuthProvider, string> = {
  google: 'Google',
  kakao: '카카오',
  discord: 'Discord',
};

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Access tokens live this long (spec 3 §3 "Token data": expiresIn 3600). */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;

/** Query of `/auth/login?error=…` (spec 1 §2). */
export const LOGIN_ERROR_CODES = ['authentication_failed', 'oauth2_failure'] as const;

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
