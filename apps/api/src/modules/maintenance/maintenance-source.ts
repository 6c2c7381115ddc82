import { readFile, stat } from 'node:fs/promises';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../../config.ts';
import { MAINTENANCE_FILE_NAME } from './maintenance-file.ts';

/**
 * Where the server reads maintenance.json. `version` is cheap (a stat, an ETag) and changes with the
 * contents; `read` answers the bytes, or null when there is no file. Both may throw when the source
 * cannot be reached (the watch then keeps what it knew).
 */
export type MaintenanceSource = {
  kind: 'file' | 's3';
  read(): Promise<{ bytes: Buffer; version: string } | null>;
  /** A version to compare before reading; undefined when the source has no cheaper check than reading. */
  version?(): Promise<string | null>;
};

/** DATA_DIR/maintenance.json: a `stat` per check, a read only when it changed. */
export function fileMaintenanceSource(file: string): MaintenanceSource {
  const versionOf = (info: { mtimeMs: number; size: number; ino: number }) => `${info.mtimeMs}:${info.size}:${info.ino}`;
  const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';
  return {
    kind: 'file',
    async version() {
      try {
        return versionOf(await stat(file));
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async read() {
      try {
        const [info, bytes] = await Promise.all([stat(file), readFile(file)]);
        return { bytes, version: versionOf(info) };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
  };
}

/**
 * maintenance.json at the root of the uploads bucket (UPLOAD_STORAGE=s3), so every instance, on any
 * machine, follows the one file the command wrote: a signed GET per check.
 */
export function s3MaintenanceSource(config: S3Config, fetchImpl: typeof fetch = fetch): MaintenanceSource {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  const url = `${config.endpoint}/${config.bucket}/${MAINTENANCE_FILE_NAME}`;
  return {
    kind: 's3',
    async read() {
      const response = await fetchImpl(await client.sign(url, { method: 'GET', headers: { 'Cache-Control': 'no-cache' } }));
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET ${MAINTENANCE_FILE_NAME} failed: HTTP ${response.status}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      return { bytes, version: response.headers.get('etag') ?? bytes.toString('base64') };
    },
  };
}
