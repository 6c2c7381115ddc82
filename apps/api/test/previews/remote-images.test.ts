import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedImageUrl, createRemoteImages } from '../../src/modules/previews/remote-images.ts';

/** The pictures of preview cards: fetched only from allowed origins, bounded in time and size, never failing. */
describe('preview pictures', () => {
  let allowed: Server;
  let other: Server;
  let origin: string;
  let otherOrigin: string;
  const otherHits: string[] = [];

  beforeAll(async () => {
    const png = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#654321ff' } })
      .webp()
      .toBuffer();
    allowed = createServer((req, res) => {
      if (req.url === '/cover.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(png);
      if (req.url === '/avatar.webp') return void res.writeHead(200, { 'content-type': 'image/webp' }).end(webp);
      if (req.url === '/redirect') return void res.writeHead(302, { location: `${otherOrigin}/cover.png` }).end();
      if (req.url === '/huge') return void res.writeHead(200).end(Buffer.alloc(2048, 1));
      if (req.url === '/not-an-image') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
      res.writeHead(404).end();
    });
    other = createServer((req, res) => {
      otherHits.push(req.url ?? '');
      res.end(png);
    });
    for (const server of [allowed, other]) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(allowed.address() as AddressInfo).port}`;
    otherOrigin = `http://localhost:${(other.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const server of [allowed, other]) await new Promise((resolve) => server.close(resolve));
  });

  const images = () => createRemoteImages({ allowedOrigins: [origin], publicUrl: origin, timeoutMs: 500, maxBytes: 1024 });

  it('fetches an allowed picture and gives it at the size asked, whatever its format', async () => {
    for (const file of ['/cover.png', '/avatar.webp']) {
      const url = await images().load(`${origin}${file}`, 33, 44);
      expect(url).toMatch(/^data:image\/jpeg;base64,/);
      const meta = await sharp(Buffer.from(url!.split(',')[1]!, 'base64')).metadata();
      expect([meta.width, meta.height]).toEqual([33, 44]);
    }
    // A path-only URL is our own image.
    expect(await images().load('/cover.png', 10, 10)).toMatch(/^data:image\/jpeg/);
  });

  it('never fetches another origin, follows no redirect, and gives up on too many bytes or no image', async () => {
    for (const url of [
      `${otherOrigin}/cover.png`,
      `${origin}/redirect`,
      `${origin}/huge`,
      `${origin}/not-an-image`,
      `${origin}/missing.png`,
      'file:///etc/passwd',
      `http://user:secret@${new URL(origin).host}/cover.png`,
      'not a url at all ::',
    ]) {
      expect(await images().load(url, 10, 10), url).toBeNull();
    }
    expect(otherHits).toEqual([]);
    expect(allowedImageUrl(`${origin}/cover.png`, { allowedOrigins: [origin], publicUrl: origin })?.href).toBe(`${origin}/cover.png`);
    expect(allowedImageUrl(`${otherOrigin}/cover.png`, { allowedOrigins: [origin], publicUrl: origin })).toBeNull();
  });

  it('gives up on a picture that takes too long', async () => {
    // A good picture, only too late: without the timeout it would load.
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000000' } })
      .png()
      .toBuffer();
    const slow = createServer((_req, res) => void setTimeout(() => res.end(png), 1000));
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const slowOrigin = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
    const loaded = await createRemoteImages({ allowedOrigins: [slowOrigin], publicUrl: slowOrigin, timeoutMs: 200 }).load(
      `${slowOrigin}/x.png`,
      10,
      10,
    );
    expect(loaded).toBeNull();
    expect(
      await createRemoteImages({ allowedOrigins: [slowOrigin], publicUrl: slowOrigin, timeoutMs: 3000 }).load(
        `${slowOrigin}/x.png`,
        10,
        10,
      ),
    ).toMatch(/^data:image\/jpeg/);
    slow.closeAllConnections();
    await new Promise((resolve) => slow.close(resolve));
  });
});
