import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret from configuration when set; otherwise a random one created once in `dataDir/fileName`
 * (mode 0600) and read back on every later start, so what it protects survives restarts on a machine
 * with no configuration. Created with `wx`: a process racing another keeps the one written first.
 */
export function resolveDataDirSecret(configured: string | undefined, dataDir: string, fileName: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, fileName);
  const read = () => {
    try {
      const existing = readFileSync(file, 'utf8').trim();
      return existing.length >= 32 ? existing : null;
    } catch {
      return null;
    }
  };
  const existing = read();
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    // Written meanwhile by another process, or an unusable file left behind (replaced).
    const raced = read();
    if (raced) return raced;
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
    return secret;
  }
}
