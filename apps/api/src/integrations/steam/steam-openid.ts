/**
 * "Sign in through Steam" (OpenID 2.0, stateless; ../shared/PROTOCOLS.md §4a): the login URL, and
 * the verification of the assertion Steam sends back: the hardening clients use (namespace,
 * op_endpoint, return_to, claimed_id = identity, the SteamID64 pattern, what is signed, nonce age),
 * then `check_authentication` at Steam, which alone decides whether the signature is Steam's.
 */
export const DEFAULT_STEAM_OPENID_URL = 'https://steamcommunity.com/openid/login';

const OPENID_NS = 'http://specs.openid.net/auth/2.0';
const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
const STEAM_IDENTITY = /^https:\/\/steamcommunity\.com\/openid\/id\/(7656119\d{10})\/?$/;
const SIGNED_FIELDS = ['op_endpoint', 'claimed_id', 'identity', 'return_to', 'response_nonce', 'assoc_handle'];
const NONCE_TIME = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z)/;

/** Where the browser goes to sign in; Steam returns it to `returnTo` with the assertion appended. */
export function steamLoginUrl(options: { openIdUrl: string; returnTo: string; realm: string }): string {
  const url = new URL(options.openIdUrl);
  url.search = new URLSearchParams({
    'openid.ns': OPENID_NS,
    'openid.mode': 'checkid_setup',
    'openid.claimed_id': IDENTIFIER_SELECT,
    'openid.identity': IDENTIFIER_SELECT,
    'openid.return_to': options.returnTo,
    'openid.realm': options.realm,
  }).toString();
  return url.toString();
}

export type SteamAssertionCheck =
  | { ok: true; steamId: string }
  /** Why it was refused (for the log; the user sees one message). */
  | { ok: false; reason: string };

export type VerifySteamAssertionOptions = {
  openIdUrl: string;
  /** The exact return_to our login URL carried. */
  expectedReturnTo: string;
  /** Every query parameter the callback received. */
  query: Record<string, string | string[] | undefined>;
  now: Date;
  /** Older assertions are refused (replays of a captured callback URL). */
  maxNonceAgeSeconds: number;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** Checks an assertion locally, then asks Steam whether it signed it. Network failures throw. */
export async function verifySteamAssertion(options: VerifySteamAssertionOptions): Promise<SteamAssertionCheck> {
  const params = openIdParams(options.query);
  if (typeof params === 'string') return { ok: false, reason: params };
  const local = checkLocally(params, options);
  if (!local.ok) return local;
  const body = new URLSearchParams({ ...params, 'openid.mode': 'check_authentication' });
  const response = await (options.fetch ?? fetch)(options.openIdUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/plain' },
    body: body.toString(),
    redirect: 'manual',
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`Steam check_authentication answered HTTP ${response.status}`);
  return isValidAnswer(text) ? local : { ok: false, reason: 'check_authentication said not valid' };
}

/** The openid.* parameters, each given once; a string says what is wrong. */
function openIdParams(query: VerifySteamAssertionOptions['query']): Record<string, string> | string {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (!key.startsWith('openid.')) continue;
    if (typeof value !== 'string') return `${key} given more than once`;
    params[key] = value;
  }
  return params;
}

function checkLocally(params: Record<string, string>, options: VerifySteamAssertionOptions): SteamAssertionCheck {
  if (params['openid.ns'] !== OPENID_NS) return { ok: false, reason: 'wrong namespace' };
  if (params['openid.mode'] !== 'id_res') return { ok: false, reason: `mode ${params['openid.mode'] ?? 'missing'}` };
  if (params['openid.op_endpoint'] !== options.openIdUrl) return { ok: false, reason: 'op_endpoint is not Steam' };
  if (params['openid.return_to'] !== options.expectedReturnTo) return { ok: false, reason: 'return_to differs' };
  const claimed = params['openid.claimed_id'];
  if (!claimed || claimed !== params['openid.identity']) return { ok: false, reason: 'claimed_id differs from identity' };
  const steamId = STEAM_IDENTITY.exec(claimed)?.[1];
  if (!steamId) return { ok: false, reason: 'identity is not a SteamID64' };
  const signed = new Set((params['openid.signed'] ?? '').split(','));
  if (!params['openid.sig'] || SIGNED_FIELDS.some((field) => !signed.has(field))) return { ok: false, reason: 'fields not signed' };
  const nonceTime = NONCE_TIME.exec(params['openid.response_nonce'] ?? '')?.[1];
  const issuedAt = nonceTime ? Date.parse(nonceTime) : NaN;
  if (Number.isNaN(issuedAt)) return { ok: false, reason: 'malformed nonce' };
  const ageSeconds = (options.now.getTime() - issuedAt) / 1000;
  // A minute of clock difference either way is tolerated.
  if (ageSeconds > options.maxNonceAgeSeconds || ageSeconds < -60) return { ok: false, reason: `nonce ${Math.round(ageSeconds)} s old` };
  return { ok: true, steamId };
}

/** Steam's key-value answer: `ns:…\nis_valid:true\n`. */
function isValidAnswer(text: string): boolean {
  const fields = new Map(
    text
      .split('\n')
      .map((line) => line.split(':'))
      .filter((parts) => parts.length >= 2)
      .map(([key, ...rest]) => [key!.trim(), rest.join(':').trim()]),
  );
  return fields.get('ns') === OPENID_NS && fields.get('is_valid') === 'true';
}
