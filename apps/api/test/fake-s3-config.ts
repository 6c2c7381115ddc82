import type { FakeS3 } from '@gameshelf/test-fakes/s3-server';
import type { S3Config } from '../src/config.ts';

/** The API's S3 configuration for a running fake S3 (public URLs under its bucket). */
export const fakeS3Config = (s3: FakeS3): S3Config => ({
  endpoint: s3.endpoint,
  region: s3.region,
  bucket: s3.bucket,
  accessKeyId: s3.accessKeyId,
  secretAccessKey: s3.secretAccessKey,
  publicUrl: `${s3.endpoint}/${s3.bucket}`,
});
