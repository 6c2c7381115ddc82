import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAINTENANCE_STATE_ELEMENT_ID } from '@gameshelf/contracts';
import { runMaintenanceCommand } from '../../src/cli/maintenance.ts';
import { inlineScriptHashes, readBuiltIndexHtml } from '../../src/plugins/web-app.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';
import { writeWebBuild } from '../security/web-build.ts';

const quiet = { log() {}, error() {} };
const decode = (encoding: string | undefined, body: Buffer) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString();
const STATE_BLOCK = new RegExp(`<script type="application/json" id="${MAINTENANCE_STATE_ELEMENT_ID}">([\\s\\S]*?)</script>`);

describe.each(engines)('index.html carries the maintenance state on $name', (engine) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'gameshelf-maintenance-html-'));
  const file = path.join(dir, 'maintenance.json');
  const build = writeWebBuild();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, { seed: false, app: { webDistDir: build.dir, maintenance: { file, checkEveryMs: 0 } } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(build.dir, { recursive: true, force: true });
  });

  /** A page of the app as a browser asking for `accept` gets it: its headers and the state block's JSON. */
  async function page(url: string, accept?: string) {
    const res = await t.app.inject({ method: 'GET', url, headers: accept ? { 'accept-encoding': accept } : {} });
    const html = decode(res.headers['content-encoding'], res.rawPayload);
    const block = STATE_BLOCK.exec(html);
    return { res, html, state: block ? (JSON.parse(block[1]!) as unknown) : undefined };
  }

  it('says there is none while no command has written the file, compressed and never cached', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const { res, html, state } = await page('/games', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(state).toBeNull();
      // The rest of the build's page is as built, the block at the end of its head.
      expect(html).toContain('<div id="root"></div>');
      expect(html.indexOf(MAINTENANCE_STATE_ELEMENT_ID)).toBeLessThan(html.indexOf('</head>'));
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/games', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe((await page('/games', 'br')).res.rawPayload.length);
  });

  it('carries the file while maintenance is on, for every route, and stops when it is off', async () => {
    const from = new Date(Date.now() - 60_000).toISOString();
    const to = new Date(Date.now() + 3_600_000).toISOString();
    await runMaintenanceCommand(['on', '--from', from, '--to', to, '--title', '정기 점검', '--message', '곧 돌아올게요.'], {
      file,
      out: quiet,
    });
    for (const url of ['/', '/games', '/game/42?from=home']) {
      expect((await page(url, 'br')).state).toEqual({
        enabled: true,
        startTime: from,
        endTime: to,
        title: '정기 점검',
        message: '곧 돌아올게요.',
      });
    }
    await runMaintenanceCommand(['off'], { file, out: quiet });
    expect((await page('/', 'br')).state).toMatchObject({ enabled: false });
  });

  it('keeps the strict CSP: the block is data, never run, and cannot be closed by the operator’s text', async () => {
    const from = new Date(Date.now() - 60_000).toISOString();
    const to = new Date(Date.now() + 3_600_000).toISOString();
    const title = '</script><script>alert(1)</script>';
    await runMaintenanceCommand(['on', '--from', from, '--to', to, '--title', title, '--message', '점검'], { file, out: quiet });
    try {
      const { res, html, state } = await page('/', 'br');
      expect(state).toMatchObject({ title });
      expect(html).not.toContain('<script>alert(1)');
      const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(scriptSrc).toBe(["'self'", ...inlineScriptHashes(readBuiltIndexHtml(build.dir)!)].join(' '));
    } finally {
      await runMaintenanceCommand(['off'], { file, out: quiet });
    }
  });
});
