// A stand-in for IGDB's image CDN (images.igdb.com) while `npm run perf:web` audits: this machine has no
// outside network, and covers that fail to load are not what a visitor sees (a failed cover re-renders
// its card, and the page's largest paint becomes whatever text is left). Chromium is pointed at it with
// --host-resolver-rules; it speaks HTTPS with a throwaway self-signed certificate that Chromium is told
// to accept. Every image is a JPEG of the size IGDB serves for its size name, about as heavy as a real one.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { GAME_IMAGE_ORIGIN } from '@gameshelf/contracts';
import { igdbImageSize } from '@gameshelf/test-fakes/igdb-images-server';

export const IGDB_IMAGE_HOST = new URL(GAME_IMAGE_ORIGIN).host;

/** A JPEG of that size with enough detail to weigh what a cover does (about 20-30 KB at 264×374). */
async function standInJpeg([width, height]: readonly [number, number], seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed || 1;
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    // Smooth colour fields with a little noise: photographs and cover art compress about like this.
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    const noise = (state >> 16) % 48;
    pixels[i] = (x * 255) / width / 2 + noise + ((seed * 37) % 80);
    pixels[i + 1] = (y * 255) / height / 2 + noise;
    pixels[i + 2] = ((x + y) * 255) / (width + height) / 2 + noise + ((seed * 53) % 60);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * A throwaway key and self-signed certificate for the host and 127.0.0.1 (openssl, which Debian has),
 * written to `dir` (the server trusts `cert.pem` through NODE_EXTRA_CA_CERTS).
 */
function selfSignedCertificate(host: string, dir: string): { key: Buffer; cert: Buffer; certFile: string } {
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    `/CN=${host}`,
    '-addext',
    `subjectAltName=DNS:${host},IP:127.0.0.1`,
    '-keyout',
    keyFile,
    '-out',
    certFile,
  ]);
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr.toString()}`);
  return { key: readFileSync(keyFile), cert: readFileSync(certFile), certFile };
}

export type ImageStandIn = {
  /** Chromium flags that send images.igdb.com here and accept its certificate. */
  chromeFlags: string[];
  /** The server's environment that makes our covers from here, trusting its certificate. */
  serverEnv: Record<string, string>;
  close(): Promise<void>;
};

/** Starts the stand-in on a free port of 127.0.0.1. */
export async function startImageStandIn(): Promise<ImageStandIn> {
  const made = new Map<string, Promise<Buffer>>();
  const dir = mkdtempSync(path.join(tmpdir(), 'perf-web-cert-'));
  const certificate = selfSignedCertificate(IGDB_IMAGE_HOST, dir);
  const server: Server = createServer(certificate, (request, response) => {
    const match = /^\/igdb\/image\/upload\/(t_\w+)\/(\w+)\.(?:jpg|png|webp)$/.exec(request.url ?? '');
    const size = match && igdbImageSize((match[1] ?? '').replace(/^t_/, ''));
    if (!match || !size) {
      response.writeHead(404).end();
      return;
    }
    const key = `${match[1]}/${match[2]}`;
    let image = made.get(key);
    if (!image) {
      const seed = [...(match[2] ?? '')].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7) & 0xffff;
      made.set(key, (image = standInJpeg(size, seed)));
    }
    image.then(
      (bytes) => response.writeHead(200, { 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=31536000' }).end(bytes),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    chromeFlags: [`--host-resolver-rules=MAP ${IGDB_IMAGE_HOST} 127.0.0.1:${port}`, '--ignore-certificate-errors'],
    serverEnv: { IGDB_IMAGE_URL: `https://127.0.0.1:${port}`, NODE_EXTRA_CA_CERTS: certificate.certFile },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())).finally(() => rmSync(dir, { recursive: true, force: true })),
  };
}
