// The OpenID 2.0 side of the fake Steam (PROTOCOLS.md section 4a): checking a checkid_setup request,
// signing the positive assertion Steam sends back, and answering check_authentication, the way
// https://steamcommunity.com/openid/login does in stateless mode.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { escapeHtml } from './oauth-util.ts';

export const OPENID_NS = 'http://specs.openid.net/auth/2.0';
export const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
/** Steam's identity URL form, which the fake sends too, so clients keep one pattern. */
export const STEAM_IDENTITY_PREFIX = 'https://steamcommunity.com/openid/id/';
/** Steam's one (stateless) association handle. */
export const ASSOC_HANDLE = '1234567890';
/** What Steam signs, in its order; check_authentication refuses a list that does not cover all of them. */
export const SIGNED_FIELDS = ['signed', 'op_endpoint', 'claimed_id', 'identity', 'return_to', 'response_nonce', 'assoc_handle'];

/** The parts of a valid checkid_setup request that the sign-in page carries along. */
export interface CheckidSetup {
  returnTo: string;
  realm: string | null;
}

/** Checks a checkid_setup request (query or form); returns the request or why it is refused. */
export function parseCheckidSetup(params: Record<string, string>): CheckidSetup | { error: string } {
  if (params['openid.ns'] !== OPENID_NS) return { error: `openid.ns must be ${OPENID_NS}` };
  if (params['openid.mode'] !== 'checkid_setup') return { error: 'openid.mode must be checkid_setup' };
  if (params['openid.claimed_id'] !== IDENTIFIER_SELECT || params['openid.identity'] !== IDENTIFIER_SELECT) {
    return { error: `openid.claimed_id and openid.identity must both be ${IDENTIFIER_SELECT}` };
  }
  const returnTo = params['openid.return_to'] ?? '';
  if (!isPlainHttpUrl(returnTo)) return { error: 'openid.return_to must be an http(s) URL without a fragment' };
  const realm = params['openid.realm'] ?? null;
  if (realm !== null && !isUnderRealm(returnTo, realm)) return { error: 'openid.return_to does not match openid.realm' };
  return { returnTo, realm };
}

/** OpenID 2.0 §9.2: same scheme and port, host equal (or under a `*.` wildcard), path equal or below. */
export function isUnderRealm(returnTo: string, realm: string): boolean {
  const wildcard = /^(https?:\/\/)\*\./.exec(realm);
  if (!isPlainHttpUrl(wildcard ? realm.replace('*.', '') : realm)) return false;
  const realmUrl = new URL(wildcard ? realm.replace('*.', '') : realm);
  const target = new URL(returnTo);
  if (realmUrl.protocol !== target.protocol || realmUrl.port !== target.port) return false;
  const hostMatches = target.hostname === realmUrl.hostname || (wildcard !== null && target.hostname.endsWith(`.${realmUrl.hostname}`));
  const base = realmUrl.pathname.endsWith('/') ? realmUrl.pathname : `${realmUrl.pathname}/`;
  return hostMatches && (target.pathname === realmUrl.pathname || target.pathname.startsWith(base));
}

/** The `openid.*` params of Steam's positive assertion, signed with `secret`. */
export function positiveAssertion(
  request: CheckidSetup,
  steamId: string,
  opEndpoint: string,
  nowMs: number,
  secret: string,
): Record<string, string> {
  const identity = STEAM_IDENTITY_PREFIX + steamId;
  const fields: Record<string, string> = {
    'openid.ns': OPENID_NS,
    'openid.mode': 'id_res',
    'openid.op_endpoint': opEndpoint,
    'openid.claimed_id': identity,
    'openid.identity': identity,
    'openid.return_to': request.returnTo,
    'openid.response_nonce': newNonce(nowMs),
    'openid.assoc_handle': ASSOC_HANDLE,
    'openid.signed': SIGNED_FIELDS.join(','),
  };
  return { ...fields, 'openid.sig': signature(fields, SIGNED_FIELDS, secret) };
}

/** `return_to` with the assertion appended, its own query left byte for byte as it was. */
export function redirectTarget(returnTo: string, assertion: Record<string, string>): string {
  return returnTo + (returnTo.includes('?') ? '&' : '?') + new URLSearchParams(assertion).toString();
}

/**
 * check_authentication: true when the signature over the fields named in `openid.signed` is ours,
 * those fields cover Steam's seven, and this nonce was never verified before (OpenID 2.0 §11.4.2.1).
 * A verified nonce is added to `verifiedNonces`; a refused request burns nothing.
 */
export function verifyAssertion(form: Record<string, string>, secret: string, verifiedNonces: Set<string>): boolean {
  if (form['openid.ns'] !== OPENID_NS || form['openid.assoc_handle'] !== ASSOC_HANDLE) return false;
  const signed = (form['openid.signed'] ?? '').split(',');
  if (!SIGNED_FIELDS.every((field) => signed.includes(field))) return false;
  if (!signed.every((field) => form[`openid.${field}`] !== undefined)) return false;
  const expected = Buffer.from(signature(form, signed, secret));
  const given = Buffer.from(form['openid.sig'] ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const nonce = form['openid.response_nonce'] ?? '';
  if (verifiedNonces.has(nonce)) return false;
  verifiedNonces.add(nonce);
  return true;
}

/** Steam's check_authentication answer, in OpenID key-value form. */
export function checkAuthenticationBody(valid: boolean): string {
  return keyValueForm([
    ['ns', OPENID_NS],
    ['is_valid', String(valid)],
  ]);
}

/** Base64 HMAC-SHA256 over the key-value form (OpenID 2.0 §6.1) of the `fields` named in `signed`. */
function signature(fields: Record<string, string>, signed: string[], secret: string): string {
  const pairs = signed.map((name): [string, string] => [name, fields[`openid.${name}`] ?? '']);
  return createHmac('sha256', secret).update(keyValueForm(pairs), 'utf8').digest('base64');
}

function keyValueForm(pairs: [string, string][]): string {
  return pairs.map(([key, value]) => `${key}:${value}\n`).join('');
}

/** `YYYY-MM-DDTHH:MM:SSZ` from the fake's clock, then random text as Steam sends (base64, so `+/=` too). */
function newNonce(nowMs: number): string {
  return new Date(nowMs).toISOString().slice(0, 19) + 'Z' + randomBytes(20).toString('base64');
}

function isPlainHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !value.includes('#');
  } catch {
    return false;
  }
}

const STYLE =
  'body{font-family:sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem}' +
  'button{font-size:1rem;padding:.5rem 1rem;margin:.25rem 0;display:block}.error{color:#b00020}';

/** Steam's sign-in page, standing in: one button per account, a SteamID64 field, the request in hidden fields. */
export function signInPage(options: {
  action: string;
  params: Record<string, string>;
  request: CheckidSetup;
  accounts: { steamId: string; personaName: string }[];
  error?: string;
}): string {
  const site = options.request.realm ?? new URL(options.request.returnTo).origin;
  const hidden = Object.entries(options.params)
    .filter(([key]) => key.startsWith('openid.'))
    .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`);
  const buttons = options.accounts.map(
    (a) =>
      `<button type="submit" name="account" value="${escapeHtml(a.steamId)}">${escapeHtml(a.personaName)} (${escapeHtml(a.steamId)})</button>`,
  );
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>Steam 로그인</title><style>${STYLE}</style></head>
<body>
<h1>Steam 계정으로 로그인</h1>
<p>${escapeHtml(site)}에 로그인합니다.</p>
${options.error ? `<p class="error" role="alert" data-testid="fake-steam-error">${escapeHtml(options.error)}</p>` : ''}
<form method="post" action="${escapeHtml(options.action)}">
${hidden.join('\n')}
${buttons.join('\n')}
<label>SteamID64 <input name="steamid" inputmode="numeric" autocomplete="off"></label>
<button type="submit">로그인</button>
</form>
</body></html>`;
}

export function openIdErrorPage(message: string): string {
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>Steam 오류</title><style>${STYLE}</style></head>
<body><h1>OpenID 요청 오류</h1><p>${escapeHtml(message)}</p></body></html>`;
}
