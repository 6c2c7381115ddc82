// Small helpers shared by the fake OAuth providers: random values, PKCE, JWT, HTTP plumbing.
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random string of `length` characters drawn from `alphabet`. */
export function randomString(length: number, alphabet = ALNUM): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** A random string of decimal digits that does not start with 0. */
export function randomDigits(length: number): string {
  return String(randomInt(1, 10)) + randomString(length - 1, '0123456789');
}

export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

export function base64url(input: Buffer | string): string {
  return Buffer.from(input).toString('base64url');
}

/** RFC 7636 S256: base64url(sha256(ascii(code_verifier))), no padding. */
export function s256(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier, 'ascii').digest('base64url');
}

/** An HS256-signed JWT. Good enough for a fake id_token that the client does not verify. */
export function signHs256Jwt(claims: Record<string, unknown>, secret: string, kid = 'fake-key'): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', kid, typ: 'JWT' }));
  const payload = base64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/** Decodes a JWT payload without checking the signature (for tests). */
export function decodeJwtPayload(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1];
  if (payload === undefined) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** True when the request carries an application/x-www-form-urlencoded body. */
export function isFormRequest(req: IncomingMessage): boolean {
  const type = req.headers['content-type'] ?? '';
  return type.split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';
}

export function parseForm(raw: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(raw));
}

/** Client credentials from an `Authorization: Basic …` header, or null when there is none. */
export function parseBasicAuth(header: string | undefined): { id: string; secret: string } | null {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  // RFC 6749 2.3.1 form-encodes both parts before base64; arctic does not, and plain values decode the same.
  const unescape = (s: string) => {
    try {
      return decodeURIComponent(s.replace(/\+/g, ' '));
    } catch {
      return s;
    }
  };
  return { id: unescape(decoded.slice(0, colon)), secret: unescape(decoded.slice(colon + 1)) };
}

/** The token from an `Authorization: Bearer …` header, or null. */
export function parseBearer(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    pragma: 'no-cache',
    ...headers,
  });
  res.end(text);
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The readable text of an HTML page, for error messages. */
export function pageText(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function unescapeHtml(text: string): string {
  return text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

/**
 * Acts as a user's browser on a fake sign-in page (Steam's, GOG's): opens `pageUrl`, copies the form's
 * hidden fields, presses the account's own button when the page lists it (`account=<id>`), else types
 * the id into `field`, posts the form and returns where the fake redirects to.
 */
export async function submitSignInForm(options: { site: string; pageUrl: string; accountId: string; field: string }): Promise<string> {
  const { site, pageUrl, accountId, field } = options;
  const page = await fetch(pageUrl);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`${site} sign-in page failed (${page.status}): ${pageText(html)}`);
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`${site} sign-in page has no form`);
  const form = new URLSearchParams();
  for (const [, name = '', value = ''] of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    form.append(unescapeHtml(name), unescapeHtml(value));
  }
  const listed = html.includes(`name="account" value="${escapeHtml(accountId)}"`);
  form.append(listed ? 'account' : field, accountId);
  const answer = await fetch(new URL(unescapeHtml(action), pageUrl), { method: 'POST', body: form, redirect: 'manual' });
  const location = answer.headers.get('location');
  if (answer.status !== 302 || !location)
    throw new Error(`${site} sign-in did not redirect (${answer.status}): ${pageText(await answer.text())}`);
  return location;
}
