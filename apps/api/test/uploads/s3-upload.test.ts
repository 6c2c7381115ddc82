import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileImageUploadSchema, uploadMessages, getOwnProfile, postProfileImage } from '@gameshelf/contracts';
import { startFakeS3, type FakeS3 } from '@gameshelf/test-fakes/s3-server';
import { createS3ImageStore } from '../../src/modules/uploads/image-store.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';
import { fakeS3Config } from '../fake-s3-config.ts';

describe('profile photos in an S3-compatible bucket', () => {
  let s3: FakeS3;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startFakeS3();
    const config = fakeS3Config(s3);
    t = await buildTestApp(engines[0]!, { seed: false, app: { isDevelopment: true, imageStore: createS3ImageStore(config) } });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('uploads with a valid SigV4 signature and the profile points at the bucket URL', async () => {
    const { accessToken } = await devLogin(t.app, 's3_user');
    const form = new FormData();
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: postProfileImage.path,
      headers: { ...bearer(accessToken), 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(res.statusCode).toBe(200);
    const { imageUrl } = ProfileImageUploadSchema.parse(res.json());
    expect(imageUrl.startsWith(`${s3.endpoint}/${s3.bucket}/profile-images/`)).toBe(true);
    const stored = await fetch(imageUrl);
    expect(stored.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await stored.arrayBuffer())).metadata()).width).toBe(256);

    const saved = await t.app.inject({
      method: 'PUT',
      url: getOwnProfile.path,
      headers: bearer(accessToken),
      payload: { displayName: '버킷유저', bio: '', profileImageUrl: imageUrl },
    });
    expect(saved.statusCode).toBe(200);

    // Only that exact bucket URL: no path tricks, nesting or query after the user's prefix.
    const [, prefix = '', name = ''] = /^(.+\/profile-images\/\d+-)(.+)$/.exec(imageUrl)!;
    for (const url of [`${prefix}../../banners/${name}`, `${prefix}%2e%2e/${name}`, `${prefix}a/${name}`, `${imageUrl}?x-id=GetObject`]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: getOwnProfile.path,
        headers: bearer(accessToken),
        payload: { displayName: '버킷유저', bio: '', profileImageUrl: url },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ message: uploadMessages.profileImageNotOwn, field: 'profileImageUrl' });
    }
  });

  it('a wrong secret is refused by the bucket and the upload fails without a URL', async () => {
    const store = createS3ImageStore({
      endpoint: s3.endpoint,
      region: s3.region,
      bucket: s3.bucket,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: 'not-the-secret',
      publicUrl: `${s3.endpoint}/${s3.bucket}`,
    });
    await expect(store.put('profile-images/x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/403.*SignatureDoesNotMatch/s);
    expect(s3.objects.has('profile-images/x.webp')).toBe(false);
  });
});
