import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateVapidKeys } from '../../integrations/push/web-push-client.ts';

type KeyPair = { publicKey: string; privateKey: string };

const isKeyPair = (value: unknown): value is KeyPair =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as KeyPair).publicKey === 'string' &&
  typeof (value as KeyPair).privateKey === 'string' &&
  (value as KeyPair).publicKey.length > 80 &&
  (value as KeyPair).privateKey.length > 40;

/**
 * The server's VAPID key pair: from configuration when set (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY);
 * otherwise created once in `dataDir/vapid-keys.json` (mode 0600) and read back on every later start,
 * as the JWT key is (shared/data-dir-secret.ts): subscriptions are bound to the public key, so a key
 * that changed would silence every device. A process racing another keeps the pair written first.
 */
export function resolveVapidKeys(configured: KeyPair | undefined, dataDir: string): KeyPair {
  if (configured) return configured;
  const file = path.join(dataDir, 'vapid-keys.json');
  const read = (): KeyPair | null => {
    try {
      const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
      return isKeyPair(parsed) ? { publicKey: parsed.publicKey, privateKey: parsed.privateKey } : null;
    } catch {
      return null;
    }
  };
  const existing = read();
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const keys = generateVapidKeys();
  const text = `${JSON.stringify(keys)}\n`;
  try {
    writeFileSync(file, text, { mode: 0o600, flag: 'wx' });
    return keys;
  } catch {
    const raced = read();
    if (raced) return raced;
    writeFileSync(file, text, { mode: 0o600 });
    return keys;
  }
}
