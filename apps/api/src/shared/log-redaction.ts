import type { DestinationStream, LoggerOptions } from 'pino';

/** What a secret is replaced with in a log line. */
export const REDACTED = '[REDACTED]';

/**
 * Words that make a query parameter's value a secret, matched against the words of its name
 * (`accessToken` → access, token; `openid.assoc_handle` → openid, assoc, handle): OAuth codes and
 * states, our tokens, Steam's OpenID signature fields, GOG codes, keys and passwords.
 */
const SECRET_PARAM_WORDS = new Set([
  'token',
  'tokens',
  'jwt',
  'code',
  'state',
  'secret',
  'password',
  'passwd',
  'key',
  'sig',
  'signature',
  'nonce',
  'handle',
  'ticket',
  'assertion',
  'credential',
  'credentials',
  'npsso',
  'session',
  'verifier',
  'otp',
]);

/**
 * The same for keys of logged objects (headers, error fields), less `code` and `state`: an error's
 * `code` (ECONNREFUSED, FST_ERR_...) is what an operator needs, and nothing logs a `state` secret.
 */
const SECRET_KEY_WORDS = new Set(
  [...SECRET_PARAM_WORDS, 'authorization', 'cookie', 'cookies'].filter((w) => w !== 'code' && w !== 'state'),
);

/** The words of a name: split on punctuation and lower-to-upper case changes. */
const nameWords = (name: string): string[] =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

const isSecretName = (name: string, words: ReadonlySet<string>): boolean => nameWords(safeDecode(name)).some((word) => words.has(word));

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `?name=value` or `&name=value` in a URL anywhere in the line; the value stops at the next separator or quote. */
const QUERY_PARAM = /([?&;])([^=&?#;\s"'\\]+)=([^&#;\s"'\\]*)/g;
/** `"key":"value"` in the JSON of a line (an escaped quote inside the value is skipped over). */
const JSON_STRING_FIELD = /"([^"\\]{1,100})":"((?:[^"\\]|\\.)*)"/g;
/** `Bearer <credential>` or `Basic <credential>` wherever it is written. */
const AUTH_SCHEME = /\b(Bearer|Basic)\s+[^\s"'\\,]+/gi;
/** A JWT: three base64url parts, the first two starting like JSON (`eyJ`). */
const JWT_SHAPE = /\beyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g;
/** A run of 32 or more base64url (and hex) characters. */
const LONG_RUN = /[A-Za-z0-9_-]{32,}/g;

/**
 * A run shaped like a random secret rather than a word or a slug: all hex, or a mix of upper case,
 * lower case and digits (256 random bits in base64url lack one of those almost never). Game slugs and
 * file paths are lower case with hyphens or slashes, so they stay readable.
 */
const looksRandom = (run: string): boolean =>
  /^[0-9a-f]+$/.test(run) || /^[0-9A-F]+$/.test(run) || (/[a-z]/.test(run) && /[A-Z]/.test(run) && /\d/.test(run));

/**
 * Masks every secret in one log line, whatever carried it: query parameters by name (in the request's
 * URL, in a message, in an error's stack), object fields by name (authorization, cookie, set-cookie,
 * accessToken, ...), credentials after an auth scheme, and any value shaped like a JWT or a long random
 * token. Applied to the finished line, so no serializer, child logger or message string can slip past.
 */
export function redactLogLine(line: string): string {
  return line
    .replace(JSON_STRING_FIELD, (field, key: string, value: string) =>
      value !== '' && isSecretName(key, SECRET_KEY_WORDS) ? `"${key}":"${REDACTED}"` : field,
    )
    .replace(QUERY_PARAM, (param, separator: string, name: string, value: string) =>
      value !== '' && isSecretName(name, SECRET_PARAM_WORDS) ? `${separator}${name}=${REDACTED}` : param,
    )
    .replace(AUTH_SCHEME, (_match, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(JWT_SHAPE, REDACTED)
    .replace(LONG_RUN, (run) => (looksRandom(run) ? REDACTED : run));
}

export type LogOptions = {
  level: string;
  /** Where lines go (tests collect them); standard output when absent. */
  stream?: DestinationStream;
};

/**
 * The options of every logger of the server (its own, Fastify's and the command-line tools'): each
 * finished line passes through redactLogLine before it is written.
 */
export function redactedLoggerOptions({ level, stream }: LogOptions): LoggerOptions & { stream?: DestinationStream } {
  return { level, hooks: { streamWrite: redactLogLine }, ...(stream && { stream }) };
}
