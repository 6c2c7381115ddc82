import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../../config.ts';
import { MAINTENANCE_FILE_NAME } from './maintenance-file.ts';

/**
 * Puts maintenance.json at the root of the uploads bucket (UPLOAD_STORAGE=s3) with no-cache headers,
 * so a static asset store or CDN in front of the bucket serves the same file as the API.
 */
export async function putMaintenanceObject(config: S3Config, text: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
  });
  const body = Buffer.from(text, 'utf8');
  const request = await client.sign(`${config.endpoint}/${config.bucket}/${MAINTENANCE_FILE_NAME}`, {
    method: 'PUT',
    body,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-cache, no-store, must-revalidate',
      'X-Amz-Content-Sha256': createHash('sha256').update(body).digest('hex'),
    },
  });
  const response = await fetchImpl(request);
  if (!response.ok) throw new Error(`S3 PUT ${MAINTENANCE_FILE_NAME} failed: HTTP ${response.status} ${await response.text()}`);
  return `${config.publicUrl}/${MAINTENANCE_FILE_NAME}`;
}
