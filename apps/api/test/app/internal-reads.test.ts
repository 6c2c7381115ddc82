import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getHealth } from '@gameshelf/contracts';
import { INTERNAL_READ_HEADER } from '../../src/plugins/internal-reads.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

/** The request lines the app logged: each request's method and URL, once per "incoming request". */
const requestLines = (lines: readonly string[]): string[] =>
  lines
    .map((line) => JSON.parse(line) as { msg?: string; req?: { method: string; url: string } })
    .filter((entry) => entry.msg === 'incoming request')
    .map((entry) => `${entry.req!.method} ${entry.req!.url}`);

describe("server rendering's own reads of the API", () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    // A build with a server entry (dist-server/ beside dist/) whose page reads the API once.
    const root = mkdtempSync(path.join(tmpdir(), 'gameshelf-internal-reads-'));
    const dist = path.join(root, 'dist');
    mkdirSync(dist);
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>게임셸프</title></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(path.join(root, 'dist-server'));
    writeFileSync(
      path.join(root, 'dist-server', 'entry-server.js'),
      `export async function renderPage(url, fetch) {
        if (url !== '/rendered') return null;
        const answer = await fetch(${JSON.stringify(getHealth.path)});
        return { html: '<main>' + answer.status + '</main>', stateJson: '{}' };
      }`,
    );
    t = await buildTestApp(engines[0]!, {
      seed: false,
      app: { webDistDir: dist, logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } },
    });
  });
  afterAll(() => t.close());

  it('log no request lines, while the page and every client request do', async () => {
    lines.length = 0;
    const page = await t.app.inject({ method: 'GET', url: '/rendered' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<main>200</main>');
    // A kept render's reads are checked again on the next visit: still no line of their own.
    expect((await t.app.inject({ method: 'GET', url: '/rendered' })).body).toContain('<main>200</main>');
    // A client that sends the header without the process's secret is logged like any other.
    await t.app.inject({ method: 'GET', url: getHealth.path, headers: { [INTERNAL_READ_HEADER]: 'guessed' } });
    expect(requestLines(lines)).toEqual(['GET /rendered', 'GET /rendered', `GET ${getHealth.path}`]);
    expect(lines.filter((line) => line.includes('"request completed"'))).toHaveLength(3);
    // The secret itself is never written.
    expect(lines.join('\n')).not.toContain(INTERNAL_READ_HEADER);
  });
});
