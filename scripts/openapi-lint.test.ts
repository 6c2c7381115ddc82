import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApiDocument } from '@gameshelf/contracts/openapi';

const run = promisify(execFile);
const repoRoot = resolve(import.meta.dirname, '..');
const folder = mkdtempSync(join(tmpdir(), 'gameshelf-spectral-'));

type SpectralResult = { code: string; message: string; path: string[]; severity: number };

/** Spectral's OpenAPI ruleset (`.spectral.yaml`) over a generated document: every finding, errors and warnings alike. */
async function lint(document: object): Promise<SpectralResult[]> {
  const file = join(folder, `openapi-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(document));
  const { stdout } = await run(
    join(repoRoot, 'node_modules/.bin/spectral'),
    ['lint', file, '--ruleset', join(repoRoot, '.spectral.yaml'), '--format', 'json', '--fail-severity', 'error', '--quiet'],
    { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '[]' }));
  return JSON.parse(stdout || '[]') as SpectralResult[];
}

describe('the published OpenAPI document', () => {
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it.each([
    ['production', false],
    ['development', true],
  ])(
    'lints clean with Spectral (%s endpoints)',
    async (_name, development) => {
      const findings = await lint(buildApiDocument({ development }));
      const described = findings.map((f) => `${f.severity === 0 ? 'error' : 'warning'} ${f.code} ${f.path.join('.')}: ${f.message}`);
      expect(described).toEqual([]);
    },
    60_000,
  );

  it('is linted for real: a broken document is refused', async () => {
    const broken = buildApiDocument();
    const paths = broken.paths as Record<string, Record<string, { operationId?: string }>>;
    const [first, second] = Object.values(paths).flatMap((operations) => Object.values(operations));
    second!.operationId = first!.operationId;
    const findings = await lint(broken);
    expect(findings.some((f) => f.severity === 0 && f.code === 'operation-operationId-unique')).toBe(true);
  }, 60_000);
});
