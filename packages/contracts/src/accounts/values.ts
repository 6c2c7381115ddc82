import { DIRECTION_CONTROL, hasDirectionControl, removeInvisible } from '../common/values.ts';
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
export const LOGIN_ERROR_CODES = ['authentication_failed', 'oauth2_failure', 'maintenance'] as const;

// Own profile and settings.

/** Spec 2 §5 and §9. */
export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 20;
export const BIO_MAX = 30;
/** Korean letters (syllables and jamo), Latin letters, digits and underscore, in words one space apart. */
export const DISPLAY_NAME_PATTERN = /^[가-힣ㄱ-ㅎㅏ-ㅣA-Za-z0-9_]+(?: [가-힣ㄱ-ㅎㅏ-ㅣA-Za-z0-9_]+)*$/;
/** The same letters with any whitespace: what is wrong is only the spacing. */
const DISPLAY_NAME_LETTERS_AND_WHITESPACE = /^[가-힣ㄱ-ㅎㅏ-ㅣA-Za-z0-9_\s]+$/;
/** Random nickname: 'user-' plus 10 alphanumerics (spec 2 §5). */
export const RANDOM_NICKNAME_PREFIX = 'user-';
export const RANDOM_NICKNAME_PATTERN = /^user-[A-Za-z0-9]{10}$/;

const NOT_COMPATIBILITY_JAMO = /[^\u3131-\u318E]+/gu;
const CONJOINING_JAMO = /[\u1100-\u11FF\uA960-\uA97F\uD7B0-\uD7FF]/gu;
let compatibilityJamoOf: Map<string, string> | undefined;

/** The compatibility jamo (ㄱ, ㅏ) a lone conjoining jamo looks like: the inverse of their NFKC mapping. */
function toCompatibilityJamo(jamo: string): string {
  if (!compatibilityJamoOf) {
    compatibilityJamoOf = new Map();
    for (let code = 0x3131; code <= 0x318e; code++) {
      const letter = String.fromCodePoint(code);
      const conjoining = letter.normalize('NFKC');
      if (conjoining !== letter && !compatibilityJamoOf.has(conjoining)) compatibilityJamoOf.set(conjoining, letter);
    }
  }
  return compatibilityJamoOf.get(jamo) ?? jamo;
}

/**
 * A nickname as it is stored: NFKC (full-width letters and digits become ASCII, the ideographic and
 * no-break spaces become spaces), lone conjoining jamo as the compatibility jamo they look like
 * (compatibility jamo are left out of NFKC, so 'ㄱㅏ' stays two letters), invisible characters removed
 * but for direction controls, which the rule refuses, and trimmed.
 */
export function normalizeDisplayName(value: string): string {
  // Again until nothing changes: a removed invisible character can bring together letters that then
  // compose ('가' + Hangul filler + 'ᆶ' becomes '갏', which NFKC makes '갏'), so one pass is not always
  // final. Each pass only removes or composes characters, so a few passes are enough.
  let name = value;
  for (let pass = 0; pass < MAX_NORMALIZING_PASSES; pass++) {
    const next = normalizeDisplayNameOnce(name);
    if (next === name) break;
    name = next;
  }
  return name;
}

const MAX_NORMALIZING_PASSES = 8;

function normalizeDisplayNameOnce(value: string): string {
  const folded = value.replace(NOT_COMPATIBILITY_JAMO, (run) => run.normalize('NFKC')).replace(CONJOINING_JAMO, toCompatibilityJamo);
  return removeInvisible(folded, DIRECTION_CONTROL).trim();
}

/**
 * The first problem with a nickname, or null when it is valid (spec 2 §5: required, 2-20 characters,
 * allowed characters), checked on the normalised name. Whitespace other than single spaces between
 * words is refused with its own message; so are direction controls, as characters not allowed.
 * The random nickname contains '-', which the character rule would refuse; it is allowed as generated.
 * Counts are of characters (code points), so each Hangul syllable counts once.
 */
export function displayNameError(value: string): string | null {
  const name = normalizeDisplayName(value);
  const length = [...name].length;
  if (length === 0) return accountMessages.displayNameRequired;
  if (length < DISPLAY_NAME_MIN) return accountMessages.displayNameTooShort;
  if (length > DISPLAY_NAME_MAX) return accountMessages.displayNameTooLong;
  if (DISPLAY_NAME_PATTERN.test(name) || RANDOM_NICKNAME_PATTERN.test(name)) return null;
  if (!hasDirectionControl(name) && DISPLAY_NAME_LETTERS_AND_WHITESPACE.test(name)) return accountMessages.displayNameSpacing;
  return accountMessages.displayNameCharacters;
}
