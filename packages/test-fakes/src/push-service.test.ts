import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkVapid, makeBrowserKeys } from './push-service.ts';

const ORIGIN = 'https://127.0.0.1:4443';

/** A VAPID header signed by a fresh P-256 key (or by `signer` while naming `key`'s public key). */
function vapidHeader(claims: Record<string, unknown>, options: { alg?: string; wrongSigner?: boolean } = {}) {
  const named = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const signer = options.wrongSigner ? generateKeyPairSync('ec', { namedCurve: 'P-256' }) : named;
  const jwk = named.publicKey.export({ format: 'jwk' });
  const k = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]).toString('base64url');
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ typ: 'JWT', alg: options.alg ?? 'ES256' })}.${part(claims)}`;
  const signature = sign('sha256', Buffer.from(unsigned), { key: signer.privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url');
  return { header: `vapid t=${unsigned}.${signature}, k=${k}`, k };
}

const now = Math.floor(Date.now() / 1000);
const good = { aud: ORIGIN, exp: now + 3600, sub: 'mailto:ops@example.com' };

describe('the fake push service checks VAPID as RFC 8292 says', () => {
  it('takes a well-signed token for its origin', () => {
    const { header, k } = vapidHeader(good);
    expect(checkVapid(header, ORIGIN)).toEqual({ ...good, key: k });
  });

  it('refuses a wrong signature, audience, expiry, subject or scheme', () => {
    expect(checkVapid(vapidHeader(good, { wrongSigner: true }).header, ORIGIN)).toMatch(/signature/);
    expect(checkVapid(vapidHeader({ ...good, aud: 'https://elsewhere.example' }).header, ORIGIN)).toMatch(/aud/);
    expect(checkVapid(vapidHeader({ ...good, exp: now - 10 }).header, ORIGIN)).toMatch(/exp/);
    expect(checkVapid(vapidHeader({ ...good, exp: now + 25 * 3600 }).header, ORIGIN)).toMatch(/exp/);
    expect(checkVapid(vapidHeader({ ...good, sub: 'ops@example.com' }).header, ORIGIN)).toMatch(/sub/);
    expect(checkVapid(vapidHeader(good, { alg: 'HS256' }).header, ORIGIN)).toMatch(/alg/);
    expect(checkVapid(vapidHeader(good).header.replace('vapid', 'WebPush'), ORIGIN)).toMatch(/no vapid/);
    expect(checkVapid(undefined, ORIGIN)).toMatch(/no vapid/);
  });

  it('makes browser-like keys: a 65-byte P-256 point and a 16-byte auth secret', () => {
    const keys = makeBrowserKeys();
    expect(Buffer.from(keys.p256dh, 'base64url')).toHaveLength(65);
    expect(Buffer.from(keys.p256dh, 'base64url')[0]).toBe(4);
    expect(Buffer.from(keys.auth, 'base64url')).toHaveLength(16);
  });
});
