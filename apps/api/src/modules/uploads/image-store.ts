import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import { uploadedImagePath } from '@gameshelf/contracts';
import type { S3Config } from '../../config.ts';

/** Where processed images go and the URL they are served back from. */
export type ImageStore = {
  kind: 'local' | 's3';
  /** Stores `bytes` under `key` (e.g. 'profile-images/12-abc.webp') and answers its public URL. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Public URL prefix of every stored object: URLs users send back must start with it. */
  urlFor(key: string): string;
};

/** Files under `<dir>/<key>`, served by the API at /uploads/<key> (same origin as the app). */
export function createLocalImageStore(dir: string): ImageStore {
  const urlFor = (key: string) => uploadedImagePath(key);
  return {
    kind: 'local',
    urlFor,
    async put(key, bytes) {
      const file = path.join(dir, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
      return urlFor(key);
    },
  };
}

/** An S3-compatible bucket (AWS S3, MinIO, R2...), written with a SigV4-signed PUT (path-style). */
export function createS3ImageStore(config: S3Config, fetchImpl: typeof fetch = fetch): ImageStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  const urlFor = (key: string) => `${config.publicUrl}/${key}`;
  return {
    kind: 's3',
    urlFor,
    async put(key, bytes, contentType) {
      const request = await client.sign(`${config.endpoint}/${config.bucket}/${key}`, {
        method: 'PUT',
        body: bytes,
        headers: {
          'Content-Type': contentType,
          'Cache-Control': 'public, max-age=31536000, immutable',
          // A signed payload hash (aws4fetch would send UNSIGNED-PAYLOAD), so the bucket checks the bytes.
          'X-Amz-Content-Sha256': createHash('sha256').update(bytes).digest('hex'),
        },
      });
      const response = await fetchImpl(request);
      if (!response.ok) throw new Error(`S3 PUT ${key} failed: HTTP ${response.status} ${await response.text()}`);
      return urlFor(key);
    },
  };
}
