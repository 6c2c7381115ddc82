import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getHealth, uploadedImagePath, listGames } from '@gameshelf/contracts';
import type { AppOptions } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { igdbCoverUrl, igdbScreenshotUrl } from '../../src/modules/catalog/ingest/image-urls.ts';
import { securityHeaders } from '../../src/plugins/security-headers.ts';
import { inlineScriptHashes } from '../../src/plugins/web-app.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

const PRE_PAINT = `
      (function () {
        if (localStorage.getItem('guest-theme-storage')) document.documentElement.classList.add('dark');
      })();
    `;
const INDEX_HTML = `<!doctype html><html><head><script>${PRE_PAINT}</script><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function webDist() {
  const dist = mkdtempSync(path.join(tmpdir(), 'gameshelf-web-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  return dist;
}

/** The CSP header as a map of directive -> sources. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

async function appWith(options: Partial<AppOptions>): Promise<TestApp> {
  return buildTestApp(engines[0]!, { seed: false, app: { webDistDir: webDist(), ...options } });
}

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({});
  });
  afterAll(() => t.close());

  it('serves the page under a strict CSP that allows its inline script by hash', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = directives(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", sha256(PRE_PAINT)]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('style-src-elem')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('style-src-attr')).toBeUndefined();
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:', 'https://images.igdb.com']);
    expect(csp.get('font-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-eval/);
  });

  it('uses the same policy for client routes and API answers', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    for (const url of ['/game/42', getHealth.path, '/api/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe(page.headers['content-security-policy']);
    }
  });

  it('allows the hosts game images are built from', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const imgSrc = directives(res.headers['content-security-policy']).get('img-src');
    expect(imgSrc).toContain(new URL(igdbCoverUrl('co1abc')).origin);
    expect(imgSrc).toContain(new URL(igdbScreenshotUrl('sc1abc')).origin);
  });

  it('sends the other hardening headers, without HSTS on plain http', async () => {
    const res = await t.app.inject({ method: 'GET', url: getHealth.path });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['permissions-policy']).toMatch(/camera=\(\)/);
    for (const feature of ['microphone', 'geolocation', 'payment']) expect(res.headers['permissions-policy']).toContain(`${feature}=()`);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends the same headers with error answers', async () => {
    const ok = await t.app.inject({ method: 'GET', url: getHealth.path });
    for (const url of [`${listGames.path}/not-a-number`, `${listGames.path}/999999999`, '/api/no-such-route']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'permissions-policy']) {
        expect(res.headers[name], `${name} on ${url}`).toBe(ok.headers[name]);
      }
    }
  });

  it('answers no CORS for other origins by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: getHealth.path, headers: { origin: 'https://other.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: getHealth.path,
      headers: { origin: 'https://other.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('security headers behind https, with CORS origins and a bucket for images', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({
      auth: { publicUrl: 'https://gameshelf.example' },
      security: { corsOrigins: ['https://admin.gameshelf.example'], imageOrigins: ['https://cdn.gameshelf.example'] },
    });
  });
  afterAll(() => t.close());

  it('adds HSTS and upgrade-insecure-requests', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });

  it('allows images from the bucket', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(directives(res.headers['content-security-policy']).get('img-src')).toContain('https://cdn.gameshelf.example');
  });

  it('answers CORS for the listed origins only', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: listGames.path,
      headers: { origin: 'https://admin.gameshelf.example', 'access-control-request-method': 'PATCH' },
    });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.gameshelf.example');
    expect(allowed.headers['access-control-allow-methods']).toContain('PATCH');
    const get = await t.app.inject({ method: 'GET', url: getHealth.path, headers: { origin: 'https://admin.gameshelf.example' } });
    expect(get.headers['access-control-allow-origin']).toBe('https://admin.gameshelf.example');
    expect(get.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const other = await t.app.inject({ method: 'GET', url: getHealth.path, headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('securityHeaders', () => {
  it('refuses a policy helmet would not send, at start rather than on a request', () => {
    const policy = (scriptSources: string[]) => ({
      contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'self'"], 'script-src': scriptSources } },
    });
    expect(securityHeaders(policy(["'self'"]))['content-security-policy']).toBe("default-src 'self';script-src 'self'");
    expect(() => securityHeaders(policy(['self']))).toThrow(/should be quoted/);
    expect(() => securityHeaders(policy(["'self'", 'a;b']))).toThrow(/invalid directive value/);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts exactly as written and skips scripts with a src', () => {
    expect(inlineScriptHashes(INDEX_HTML)).toEqual([sha256(PRE_PAINT)]);
    expect(inlineScriptHashes('<script src="/a.js"></script><script type="module">a()</script>')).toEqual([sha256('a()')]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });
});

describe('CORS_ORIGINS', () => {
  it('is a comma-separated list of origins, empty by default', () => {
    expect(loadConfig({}).security.corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, http://localhost:3000/' }).security.corsOrigins).toEqual([
      'https://a.example',
      'http://localhost:3000',
    ]);
  });

  it('rejects anything but origins', () => {
    expect(() => loadConfig({ CORS_ORIGINS: 'https://a.example/path' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
  });
});

describe('a fresh data folder', () => {
  it('gets its uploads folder before /uploads is served (no "root path must exist" warning)', async () => {
    const uploadsDir = path.join(mkdtempSync(path.join(tmpdir(), 'gameshelf-data-')), 'uploads');
    const warnings: string[] = [];
    const t = await buildTestApp(engines[0]!, {
      seed: false,
      app: {
        uploadsDir,
        logger: { level: 'warn', stream: { write: (line: string) => void warnings.push(line) } },
      },
    });
    try {
      expect(existsSync(uploadsDir)).toBe(true);
      expect(warnings.join('')).not.toMatch(/must exist/);
      expect((await t.app.inject({ method: 'GET', url: uploadedImagePath('missing.webp') })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
