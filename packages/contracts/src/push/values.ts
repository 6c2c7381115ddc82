import { pushMessages } from './messages.ts';

/** The longest push service URL we keep (the big services' are under 500 characters). */
export const PUSH_ENDPOINT_MAX = 1024;
/** Devices (subscriptions) one user keeps; a new one past this drops the oldest. */
export const PUSH_DEVICES_MAX = 10;
/** Bytes of an uncompressed P-256 public point (0x04, x, y) and of the auth secret (RFC 8291). */
export const PUSH_P256DH_BYTES = 65;
export const PUSH_AUTH_BYTES = 16;

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The bytes of a base64url text (padding allowed), or null when it is not base64url. */
export function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> | null {
  const body = text.replace(/=+$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(body) || body.length % 4 === 1 || text.length - body.length > 2) return null;
  const bytes = new Uint8Array(Math.floor((body.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of body) {
    buffer = (buffer << 6) | BASE64URL.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[index++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes;
}

/** A push service URL: https, no credentials, of sane length. */
export function pushEndpointError(endpoint: string): string | null {
  if (endpoint.length > PUSH_ENDPOINT_MAX) return pushMessages.invalidEndpoint;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return pushMessages.invalidEndpoint;
  }
  if (url.protocol !== 'https:' || url.username || url.password || !url.hostname) return pushMessages.invalidEndpoint;
  return null;
}

/** The browser's P-256 public key: 65 bytes of base64url, uncompressed (its first byte 0x04). */
export function pushKeyError(p256dh: string): string | null {
  const bytes = p256dh.length <= 100 ? base64UrlBytes(p256dh) : null;
  return bytes?.length === PUSH_P256DH_BYTES && bytes[0] === 0x04 ? null : pushMessages.invalidKey;
}

/** The browser's auth secret: 16 bytes of base64url. */
export function pushAuthError(auth: string): string | null {
  const bytes = auth.length <= 30 ? base64UrlBytes(auth) : null;
  return bytes?.length === PUSH_AUTH_BYTES ? null : pushMessages.invalidAuth;
}

/** What a push message carries (the service worker shows it): the notification's copy and where it leads. */
export type PushPayload = { title: string; body: string; url: string; tag: string };
