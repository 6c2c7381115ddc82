// A local push service (RFC 8030) for tests: it hands out browser-like subscriptions (a P-256 key pair
// and a 16-byte auth secret per device, as PushManager.subscribe does) and, on `POST /push/<id>`,
// checks what a real one checks: the VAPID `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292: ES256
// signed by k, aud = this origin, exp within 24 h, sub mailto: or https:), `Content-Encoding: aes128gcm`
// and TTL; then decrypts the body as the browser would (RFC 8291 keys over RFC 8188's record format)
// and keeps it for the test. It can answer 410, 429 or 500 on demand. Over https with a self-signed
// certificate (push-service-tls.ts) trusted through NODE_EXTRA_CA_CERTS.
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushServiceTls } from './push-service-tls.ts';

/** What `PushSubscription.toJSON()` gives a page. */
export type BrowserSubscription = { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };

/** A device's keys as the browser keeps them: its P-256 key pair and auth secret. */
export type BrowserKeys = { ecdh: ECDH; p256dh: string; auth: string; authSecret: Buffer };

/** A browser-like key pair and auth secret (what a real browser makes on subscribe). */
export function makeBrowserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url'), authSecret };
}

/** One message the service accepted, decrypted. */
export type ReceivedPush = {
  endpoint: string;
  /** The decrypted payload (UTF-8). */
  payload: string;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** The VAPID JWT's claims and the sender's public key. */
  vapid: { aud: string; exp: number; sub: string; key: string };
};

export interface FakePushService {
  /** https://127.0.0.1:<port> */
  origin: string;
  /** A new device's subscription on this service. */
  subscribe(): BrowserSubscription;
  /** Every accepted message, oldest first. */
  received: ReceivedPush[];
  /** Requests refused by a check (bad VAPID, encoding, TTL, undecryptable), with why. */
  refused: Array<{ endpoint: string; reason: string }>;
  /** Requests answered with an injected status. */
  answered: Array<{ endpoint: string; status: number }>;
  /** The next requests to `endpoint` (or to any, when null) answer these statuses, in order. */
  answerNext(endpoint: string | null, ...statuses: number[]): void;
  /** Seconds sent in Retry-After with an injected 429 (none when null). */
  retryAfterSeconds: number | null;
  /** From now on `endpoint` answers 410 Gone (the user unsubscribed in the browser). */
  expire(endpoint: string): void;
  close(): Promise<void>;
}

const JWT_MAX_LIFETIME_S = 24 * 60 * 60;

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292); the claims, or why not. */
export function checkVapid(header: string | undefined, origin: string, nowS = Date.now() / 1000): ReceivedPush['vapid'] | string {
  const match = /^vapid\s+(.+)$/i.exec(header ?? '');
  if (!match) return 'no vapid authorization';
  const params = Object.fromEntries(
    match[1]!.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()];
    }),
  );
  const token = params.t;
  const key = params.k;
  if (!token || !key) return 'vapid t or k missing';
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'k is no uncompressed P-256 point';
  const parts = token.split('.');
  if (parts.length !== 3) return 'malformed JWT';
  const [headerPart, claimsPart, signaturePart] = parts as [string, string, string];
  let jwtHeader: { alg?: string; typ?: string };
  let claims: { aud?: unknown; exp?: unknown; sub?: unknown };
  try {
    jwtHeader = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8')) as typeof jwtHeader;
    claims = JSON.parse(Buffer.from(claimsPart, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    return 'JWT parts are not JSON';
  }
  if (jwtHeader.alg !== 'ES256') return `JWT alg ${String(jwtHeader.alg)}`;
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${headerPart}.${claimsPart}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signaturePart, 'base64url'),
  );
  if (!signed) return 'JWT signature does not verify with k';
  if (claims.aud !== origin) return `aud ${String(claims.aud)} is not ${origin}`;
  if (typeof claims.exp !== 'number' || claims.exp <= nowS || claims.exp > nowS + JWT_MAX_LIFETIME_S + 60) return 'exp not within 24 h';
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) return 'sub is not mailto: or https:';
  return { aud: claims.aud, exp: claims.exp, sub: claims.sub, key };
}

/** Decrypts an `aes128gcm` web push message (RFC 8291 over RFC 8188) as the browser holding `keys` would. */
export function decryptPush(body: Buffer, keys: Pick<BrowserKeys, 'ecdh' | 'authSecret'>): string {
  if (body.length < 21) throw new Error('body shorter than its header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const senderKey = body.subarray(21, 21 + keyIdLength);
  if (keyIdLength !== 65 || senderKey[0] !== 4) throw new Error('key id is not the sender P-256 key');
  if (recordSize < 18) throw new Error('record size too small');
  const receiverKey = keys.ecdh.getPublicKey();
  const ecdhSecret = keys.ecdh.computeSecret(senderKey);
  // RFC 8291 §3.4: IKM from the ECDH secret, keyed by the auth secret and both public keys.
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, keys.authSecret, keyInfo, 32));
  // RFC 8188 §2.2-2.3: the content key and nonce.
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const ciphertext = body.subarray(21 + keyIdLength);
  const parts: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < ciphertext.length; offset += recordSize, seq++) {
    const record = ciphertext.subarray(offset, offset + recordSize);
    const last = offset + recordSize >= ciphertext.length;
    const iv = Buffer.from(nonce);
    // The record's sequence number XORed into the nonce's low bytes (fewer than 2^32 records here).
    iv.writeUInt32BE((iv.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, iv);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // Padding: the delimiter (2 in the last record, 1 before) then zeros.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    if (end < 0 || plain[end] !== (last ? 2 : 1)) throw new Error('bad record padding delimiter');
    parts.push(plain.subarray(0, end));
  }
  return Buffer.concat(parts).toString('utf8');
}

export async function startFakePushService(options: { tls: PushServiceTls; port?: number }): Promise<FakePushService> {
  const devices = new Map<string, BrowserKeys & { endpoint: string; gone: boolean }>();
  const queued = new Map<string | null, number[]>();
  const fake: FakePushService = {
    origin: '',
    received: [],
    refused: [],
    answered: [],
    retryAfterSeconds: null,
    subscribe() {
      const id = randomBytes(12).toString('base64url');
      const keys = makeBrowserKeys();
      const endpoint = `${fake.origin}/push/${id}`;
      devices.set(id, { ...keys, endpoint, gone: false });
      return { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } };
    },
    answerNext(endpoint, ...statuses) {
      queued.set(endpoint, [...(queued.get(endpoint) ?? []), ...statuses]);
    },
    expire(endpoint) {
      const device = [...devices.values()].find((d) => d.endpoint === endpoint);
      if (device) device.gone = true;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request);
    const id = /^\/push\/([A-Za-z0-9_-]+)$/.exec(request.url ?? '')?.[1];
    const device = id ? devices.get(id) : undefined;
    if (request.method !== 'POST' || !device) return void response.writeHead(404).end();
    const refuse = (status: number, reason: string) => {
      fake.refused.push({ endpoint: device.endpoint, reason });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
    };
    const injected = queued.get(device.endpoint)?.shift() ?? queued.get(null)?.shift();
    if (injected !== undefined) {
      fake.answered.push({ endpoint: device.endpoint, status: injected });
      if (injected === 410) device.gone = true;
      const headers = injected === 429 && fake.retryAfterSeconds !== null ? { 'retry-after': String(fake.retryAfterSeconds) } : undefined;
      return void response.writeHead(injected, headers).end();
    }
    if (device.gone) {
      fake.answered.push({ endpoint: device.endpoint, status: 410 });
      return void response.writeHead(410).end();
    }
    const vapid = checkVapid(request.headers.authorization, fake.origin);
    if (typeof vapid === 'string') return refuse(401, vapid);
    if (request.headers['content-encoding'] !== 'aes128gcm') return refuse(415, `content-encoding ${request.headers['content-encoding']}`);
    const ttl = Number(request.headers.ttl);
    if (request.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) return refuse(400, 'TTL missing or not a number');
    const urgency = (request.headers.urgency as string | undefined) ?? null;
    if (urgency !== null && !['very-low', 'low', 'normal', 'high'].includes(urgency)) return refuse(400, `urgency ${urgency}`);
    if (body.length > 4096) return refuse(413, 'payload over 4096 bytes');
    let payload: string;
    try {
      payload = decryptPush(body, device);
    } catch (error) {
      return refuse(400, `undecryptable: ${(error as Error).message}`);
    }
    fake.received.push({
      endpoint: device.endpoint,
      payload,
      ttl,
      urgency,
      topic: (request.headers.topic as string | undefined) ?? null,
      vapid,
    });
    response.writeHead(201, { location: `${device.endpoint}/messages/${fake.received.length}` }).end();
  }

  const server: Server = createServer(
    { cert: readFileSync(options.tls.certFile), key: readFileSync(options.tls.keyFile) },
    (request, response) => {
      handle(request, response).catch(() => response.writeHead(500).end());
    },
  );
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  fake.origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
