import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_IMAGE_MAX_BYTES, ProfileImageUploadSchema, uploadMessages, getOwnProfile, postProfileImage } from '@gameshelf/contracts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';
import { multipart } from '../multipart.ts';

/** A real photo with EXIF (camera, GPS-like comment) that must not survive processing. */
const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Copyright: 'owner@example.com' } })
    .toBuffer();

/** A photo carrying GPS coordinates in its EXIF, as a phone writes them. */
const geotagged = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#3a6' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 5996/100', GPSLongitudeRef: 'E', GPSLongitude: '126/1 58/1 4079/100' },
    })
    .toBuffer();

/** A PNG whose header declares `width` x `height` over a few bytes of data (a decompression bomb's header). */
async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  // IHDR is the first chunk: length (4) and type (4) at byte 8, then width and height, then its CRC over type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe.each(engines)('profile image upload on $name', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp(engine, { seed: false, app: { isDevelopment: true } });
    token = (await devLogin(t.app, 'upload_user')).accessToken;
  });
  afterAll(() => t.close());

  const upload = async (bytes: Buffer, filename: string, type: string, field = 'file') => {
    const { payload, contentType } = await multipart(field, bytes, filename, type);
    return t.app.inject({
      method: 'POST',
      url: postProfileImage.path,
      headers: { ...bearer(token), 'content-type': contentType },
      payload,
    });
  };

  it('re-encodes a photo as a 256 px WebP without metadata, served back by URL, usable in the profile', async () => {
    const original = await photo();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(original, 'me.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const { imageUrl } = ProfileImageUploadSchema.parse(res.json());
    expect(imageUrl).toMatch(/^\/uploads\/profile-images\/\d+-[\w-]+\.webp$/);

    const served = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('SecretCam'))).toBe(false);

    const saved = await t.app.inject({
      method: 'PUT',
      url: getOwnProfile.path,
      headers: bearer(token),
      payload: { displayName: '업로더', bio: '', profileImageUrl: imageUrl },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ profileImageUrl: imageUrl });
  });

  it('the profile takes only the exact URL of a photo this user uploaded', async () => {
    const { imageUrl } = ProfileImageUploadSchema.parse((await upload(await photo(), 'me.jpg', 'image/jpeg')).json());
    const [, prefix = '', name = ''] = /^(\/uploads\/profile-images\/\d+-)(.+)$/.exec(imageUrl)!;
    const other = await devLogin(t.app, 'upload_other');
    const save = (profileImageUrl: string, accessToken = token) =>
      t.app.inject({
        method: 'PUT',
        url: getOwnProfile.path,
        headers: bearer(accessToken),
        payload: { displayName: '경로검사', bio: '', profileImageUrl },
      });
    for (const url of [
      `${prefix}../../banners/${name}`,
      `${prefix}../${other.userId}-${name}`,
      `${prefix}%2e%2e/${name}`,
      `${prefix}%2E%2E%2F${name}`,
      `${prefix}..%2f${name}`,
      `${prefix}nested/${name}`,
      `${prefix}${name}/../${name}`,
      `${imageUrl}?size=full`,
      `${imageUrl}#top`,
      `${prefix}${name.replace('.webp', '.svg')}`,
      `${prefix}`,
      `/uploads/profile-images/${other.userId}-${name}`,
    ]) {
      const res = await save(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ message: uploadMessages.profileImageNotOwn, field: 'profileImageUrl' });
    }
    // Another user cannot point at this one's photo either.
    expect((await save(imageUrl, other.accessToken)).statusCode).toBe(400);
    expect((await save(imageUrl)).statusCode).toBe(200);
  });

  it('a 6 MB file is refused with 413 and the size message', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 1);
    expect(big.length).toBeGreaterThan(PROFILE_IMAGE_MAX_BYTES);
    const res = await upload(big, 'big.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: uploadMessages.imageTooLarge, field: 'file' });
  });

  it('a text file renamed .png is refused by its bytes', async () => {
    const res = await upload(Buffer.from('definitely not an image\n'.repeat(50)), 'cat.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: uploadMessages.imageTypeOnly, field: 'file' });
  });

  it('a truncated PNG (valid header, broken data) is refused', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#08f' } })
      .png()
      .toBuffer();
    const res = await upload(png.subarray(0, 60), 'broken.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: uploadMessages.imageTypeOnly });
  });

  it('no file, or a file under another field name, is a 400', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const wrongField = await upload(png, 'a.png', 'image/png', 'image');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({ message: uploadMessages.imageMissing, field: 'file' });
    const json = await t.app.inject({ method: 'POST', url: postProfileImage.path, headers: bearer(token), payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
  });

  it('strips GPS coordinates along with the rest of the EXIF', async () => {
    const original = await geotagged();
    expect((await sharp(original).metadata()).exif?.includes(Buffer.from('PhoneCam'))).toBe(true);
    const res = await upload(original, 'trip.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: ProfileImageUploadSchema.parse(res.json()).imageUrl });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('PhoneCam'))).toBe(false);
  });

  it('stores a polyglot only as the pixels it draws, under our own name and type', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#f80' } })
      .png()
      .toBuffer();
    const script = '<html><script>alert(document.cookie)</script></html>';
    for (const [name, type] of [
      ['page.html', 'text/html'],
      ['shell.php', 'application/x-php'],
      ['x.svg', 'image/svg+xml'],
    ] as const) {
      const res = await upload(Buffer.concat([png, Buffer.from(script)]), name, type);
      expect(res.statusCode, name).toBe(200);
      const { imageUrl } = ProfileImageUploadSchema.parse(res.json());
      expect(imageUrl, name).toMatch(/\.webp$/);
      const served = await t.app.inject({ method: 'GET', url: imageUrl });
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    }
  });

  it('refuses SVG (it can carry script) and a script dressed as a GIF', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><rect width="64" height="64"/></svg>',
    );
    const gifScript = Buffer.from('GIF89a/*\x00\x00*/=alert(document.domain)//;');
    for (const [bytes, name, type] of [
      [svg, 'me.svg', 'image/svg+xml'],
      [gifScript, 'me.gif', 'image/gif'],
    ] as const) {
      const res = await upload(bytes, name, type);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual({ message: uploadMessages.imageTypeOnly, field: 'file' });
    }
  });

  it('refuses an image whose header declares huge dimensions, without decoding it', async () => {
    const bomb = await pngDeclaring(100_000, 100_000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(100_000);
    const res = await upload(bomb, 'bomb.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: uploadMessages.imageTypeOnly, field: 'file' });
  });

  it('a guest cannot upload', async () => {
    const { payload, contentType } = await multipart('file', await photo(), 'me.jpg', 'image/jpeg');
    const res = await t.app.inject({ method: 'POST', url: postProfileImage.path, headers: { 'content-type': contentType }, payload });
    expect(res.statusCode).toBe(401);
  });
});
