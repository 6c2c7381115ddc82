import { accountMessages } from './messages.ts';

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

/** The callback's one-time login code: how long it may be traded, and its longest accepted form. */
export const LOGIN_CODE_TTL_SECONDS = 60;
export const LOGIN_CODE_MAX_LENGTH = 200;

/** Dev login usernames (spec 1 §6): 2-30 Latin letters, digits, '_' and '-', after trimming. */
export const DEV_USERNAME_MIN = 2;
export const DEV_USERNAME_MAX = 30;
export const DEV_USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The first problem with a dev login username, or null when it can be sent (checked in this order). */
export function devUsernameError(value: string): string | null {
  const username = value.trim();
  if (username.length === 0) return accountMessages.devUsernameRequired;
  if (username.length < DEV_USERNAME_MIN) return accountMessages.devUsernameTooShort;
  if (username.length > DEV_USERNAME_MAX) return accountMessages.devUsernameTooLong;
  if (!DEV_USERNAME_PATTERN.test(username)) return accountMessages.devUsernameCharacters;
  return null;
}

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
