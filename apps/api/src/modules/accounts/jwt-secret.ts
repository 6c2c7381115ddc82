import { resolveDataDirSecret } from '../../shared/data-dir-secret.ts';

/**
 * The access-token signing key: JWT_SECRET when set; otherwise a random key created once in
 * DATA_DIR/jwt-secret (mode 0600), so sign-ins survive restarts on a machine with no configuration.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  return resolveDataDirSecret(configured, dataDir, 'jwt-secret');
}
