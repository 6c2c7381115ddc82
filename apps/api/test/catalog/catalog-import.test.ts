import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { readIgdbDumpLines, type IgdbBadLine } from '../../src/modules/catalog/ingest/igdb-dump.ts';
import { parseImportArgs } from '../../src/cli/import-igdb.ts';
import { createCatalog } from '../../src/modules/catalog/catalog.ts';
import { igdbSeedGames, importMappingContext } from '../../src/modules/catalog/ingest/import-igdb.ts';
import { openDatabase, type AppDb } from '../../src/db/database.ts';
import { gamePlatforms, games } from '../../src/db/schema.ts';
import { repoRoot } from '../../src/paths.ts';
import { engines, type TestDatabase } from '../helper.ts';

const fixtureDir = fileURLToPath(new URL('../fixtures/igdb-import/', import.meta.url));
const gamesFile = path.join(fixtureDir, 'games.jsonl');
const updateFile = path.join(fixtureDir, 'games-update.jsonl');
const steamKoreanFile = path.join(fixtureDir, 'steam-korean-localization.json');

/** The fixture's good lines and its bad ones (line: reason start), see fixtures/igdb-import/README.md. */
const GOOD_IDS = [9900001, 9900002, 9900003, 9900004, 9900009, 9900010];
const BAD_LINES: [number, string][] = [
  [6, 'invalid JSON'],
  [7, 'missing igdb_id'],
  [8, 'invalid name'],
  [9, 'cannot map'],
  [12, 'name with a NUL'],
];

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'catalog-import-'));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** The fixture gzipped into a folder of its own (no Korean Steam file beside it). */
function gzippedFixture(): string {
  const file = path.join(tempDir(), 'games.jsonl.gz');
  writeFileSync(file, gzipSync(readFileSync(gamesFile)));
  return file;
}

const rowsOf = (db: AppDb) =>
  db
    .select({
      id: games.id,
      igdbId: games.igdbId,
      name: games.name,
      nameKo: games.nameKo,
      koreanSupport: games.koreanSupport,
      totalRating: games.totalRating,
      platformCodes: games.platformCodes,
    })
    .from(games)
    .orderBy(asc(games.igdbId));

async function gameCount(db: AppDb): Promise<number> {
  const [row] = await db.select({ n: count() }).from(games);
  return row?.n ?? 0;
}

describe('dump streaming', () => {
  it('yields good lines with their numbers and reports bad ones', async () => {
    const bad: IgdbBadLine[] = [];
    const lines = [];
    for await (const line of readIgdbDumpLines(gamesFile, { onBadLine: (b) => bad.push(b) })) lines.push(line);
    // "cannot map" and the NUL line parse fine: the importer rejects them after mapping.
    expect(lines.map((l) => [l.line, l.record.igdb_id])).toEqual([
      [1, 9900001],
      [2, 9900002],
      [3, 9900003],
      [4, 9900004],
      [9, 9900008],
      [10, 9900009],
      [11, 9900010],
      [12, 9900011],
    ]);
    expect(bad.map((b) => [b.file, b.line])).toEqual([
      [gamesFile, 6],
      [gamesFile, 7],
      [gamesFile, 8],
    ]);
    expect(bad.map((b) => b.reason)).toEqual([expect.stringMatching(/^invalid JSON \(/), 'missing igdb_id', 'invalid name (number)']);
  });

  it('throws with file and line when nobody listens for bad lines', async () => {
    const read = async () => {
      for await (const line of readIgdbDumpLines(gamesFile)) void line;
    };
    await expect(read()).rejects.toThrow(`${gamesFile}:6: invalid JSON`);
  });

  it('reports a truncated gzip once and keeps the lines before it', async () => {
    const whole = gzipSync(readFileSync(gamesFile));
    const file = path.join(tempDir(), 'truncated.jsonl.gz');
    writeFileSync(file, whole.subarray(0, whole.length - 40));
    const bad: IgdbBadLine[] = [];
    const ids = [];
    for await (const { record } of readIgdbDumpLines(file, { onBadLine: (b) => bad.push(b) })) ids.push(record.igdb_id);
    expect(ids.slice(0, 4)).toEqual([9900001, 9900002, 9900003, 9900004]);
    expect(bad.filter((b) => b.reason.startsWith('file unreadable'))).toEqual([
      { file, line: expect.any(Number), reason: 'file unreadable from here (unexpected end of file)' },
    ]);
  });
});

describe('Korean data from the Steam localization file', () => {
  it('gives titles and support by Steam appid to the mapping', async () => {
    const ctx = await importMappingContext([gamesFile], steamKoreanFile);
    const mapped = new Map<number, { nameKo: string | null; koreanSupport: string | null }>();
    for await (const game of igdbSeedGames([gamesFile], ctx)) mapped.set(game.igdbId, game);
    expect(mapped.get(9900001)).toMatchObject({ nameKo: null, koreanSupport: 'OFFICIAL' });
    expect(mapped.get(9900002)).toMatchObject({ nameKo: '달빛 항구', koreanSupport: 'OFFICIAL' });
    expect(mapped.get(9900003)).toMatchObject({ nameKo: null, koreanSupport: 'USER_PATCH' });
    expect(mapped.get(9900004)).toMatchObject({ nameKo: null, koreanSupport: null });
  });
});

describe('CLI arguments', () => {
  it('takes files and --steam-korean in either spelling', () => {
    expect(parseImportArgs(['--', 'a.jsonl', '--steam-korean', 'k.json', 'b.jsonl.gz'])).toEqual({
      files: [path.resolve('a.jsonl'), path.resolve('b.jsonl.gz')],
      steamKoreanFile: path.resolve('k.json'),
    });
    expect(parseImportArgs(['--steam-korean=k.json', 'a.jsonl'])).toMatchObject({ steamKoreanFile: path.resolve('k.json') });
    expect(() => parseImportArgs(['--steam-korean'])).toThrow('--steam-korean needs a file');
    expect(() => parseImportArgs(['--fast'])).toThrow('Unknown option --fast');
    expect(parseImportArgs(['--help'])).toBe('help');
  });
});

describe.each(engines)('catalog import on $name', (engine) => {
  const opened: TestDatabase[] = [];
  const open = async () => {
    const t = await engine.open();
    opened.push(t);
    return { db: t.database.db, catalog: createCatalog({ database: t.database }) };
  };
  afterAll(async () => {
    for (const t of opened) await t.dispose();
  });

  it('loads plain JSON lines, skipping and reporting bad lines', async () => {
    const { db, catalog } = await open();
    const bad: IgdbBadLine[] = [];
    const result = await catalog.importIgdbDumps([gamesFile], { onBadLine: (b) => bad.push(b) });
    expect(result).toMatchObject({ linesRead: 11, badLines: 5, written: 6 });
    expect(bad.map((b) => [path.basename(b.file), b.line])).toEqual(BAD_LINES.map(([line]) => ['games.jsonl', line]));
    BAD_LINES.forEach(([, reason], i) => expect(bad[i]?.reason.startsWith(reason)).toBe(true));
    expect((await rowsOf(db)).map((r) => r.igdbId)).toEqual(GOOD_IDS);
  });

  it('loads gzip, with Korean titles and support from the Steam file given', async () => {
    const { db, catalog } = await open();
    // The gzipped copy has no steam-korean-localization.json beside it: no Korean data until one is given.
    await catalog.importIgdbDumps([gzippedFixture()], { onBadLine: () => {} });
    const byId = async () => new Map((await rowsOf(db)).map((r) => [r.igdbId, r]));
    expect([...(await byId()).keys()]).toEqual(GOOD_IDS);
    expect((await byId()).get(9900002)).toMatchObject({ nameKo: null, koreanSupport: null });

    const result = await catalog.importIgdbDumps([gzippedFixture()], { steamKoreanFile, onBadLine: () => {} });
    expect(result).toMatchObject({ linesRead: 11, badLines: 5, written: 6 });
    const withKorean = await byId();
    expect(withKorean.get(9900001)).toMatchObject({ nameKo: null, koreanSupport: 'OFFICIAL' });
    expect(withKorean.get(9900002)).toMatchObject({ nameKo: '달빛 항구', koreanSupport: 'OFFICIAL' });
    expect(withKorean.get(9900003)).toMatchObject({ nameKo: null, koreanSupport: 'USER_PATCH' });
    expect(withKorean.get(9900004)).toMatchObject({ nameKo: null, koreanSupport: null });
  });

  it('reads the Korean Steam file beside the first dump by default', async () => {
    const { db, catalog } = await open();
    await catalog.importIgdbDumps([gamesFile], { onBadLine: () => {} });
    expect((await rowsOf(db)).find((r) => r.igdbId === 9900002)).toMatchObject({ nameKo: '달빛 항구', koreanSupport: 'OFFICIAL' });
  });

  it('re-imports idempotently and applies changed games', async () => {
    const { db, catalog } = await open();
    await catalog.importIgdbDumps([gamesFile], { onBadLine: () => {} });
    const first = await rowsOf(db);
    await catalog.importIgdbDumps([gamesFile], { onBadLine: () => {} });
    expect(await rowsOf(db)).toEqual(first);
    expect(await gameCount(db)).toBe(GOOD_IDS.length);

    const result = await catalog.importIgdbDumps([updateFile], { onBadLine: () => {} });
    expect(result).toMatchObject({ linesRead: 3, badLines: 0, written: 3 });
    const after = await rowsOf(db);
    expect(after).toHaveLength(GOOD_IDS.length + 1);
    const lantern = after.find((r) => r.igdbId === 9900001);
    expect(lantern).toMatchObject({ id: first[0]?.id, name: "Lantern Keeper: Director's Cut", totalRating: 88 });
    const orbit = after.find((r) => r.igdbId === 9900004)!;
    expect(orbit).toMatchObject({ totalRating: 70, platformCodes: ['PS5', 'XBOX_SERIES'] });
    const [links] = await db.select({ n: count() }).from(gamePlatforms).where(eq(gamePlatforms.gameId, orbit.id));
    expect(links?.n).toBe(2);
    expect(after.find((r) => r.igdbId === 9900012)?.name).toBe('Ember Valley');
    // Unchanged games keep their row.
    expect(after.find((r) => r.igdbId === 9900009)).toEqual(first.find((r) => r.igdbId === 9900009));
  });

  it('reports progress per batch, per file and before finishing', async () => {
    const { db, catalog } = await open();
    const phases: string[] = [];
    await catalog.importIgdbDumps([gamesFile, updateFile], { batchSize: 2, onBadLine: () => {}, onProgress: (e) => phases.push(e.phase) });
    expect(phases.filter((p) => p === 'file-done')).toHaveLength(2);
    expect(phases.filter((p) => p === 'reading').length).toBeGreaterThanOrEqual(4);
    expect(phases.indexOf('finishing')).toBeGreaterThan(phases.lastIndexOf('file-done'));
    expect(await gameCount(db)).toBe(GOOD_IDS.length + 1);
  });
});

type CliRun = { code: number | null; stdout: string; stderr: string };

function runCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/import-igdb.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('catalog:import CLI', () => {
  it('imports into PGlite in DATA_DIR, shows progress and bad lines, and exits 0', async () => {
    const dataDir = tempDir();
    const gz = gzippedFixture();
    copyFileSync(steamKoreanFile, path.join(path.dirname(gz), 'steam-korean-localization.json'));
    const run = await runCli(['--', gamesFile, gz], { DATA_DIR: dataDir });
    expect(run.stderr).not.toMatch(/Error/);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Importing into PGlite at ${path.join(dataDir, 'pglite')}`);
    expect(run.stdout).toMatch(/games\.jsonl read to the end: 11 lines so far, 5 bad/);
    expect(run.stdout).toMatch(/games\.jsonl\.gz read to the end: 22 lines so far, 10 bad/);
    expect(run.stdout).toMatch(/Imported 6 games from 22 lines \(10 bad lines skipped\) in \d+\.\d s\. Game data: IGDB\.com\./);
    for (const [line, reason] of BAD_LINES) {
      expect(run.stderr).toContain(`games.jsonl:${line}: ${reason}`);
      expect(run.stderr).toContain(`games.jsonl.gz:${line}: ${reason}`);
    }
    expect(run.stderr).toContain('10 bad lines skipped.');

    // The same games twice: 6 rows, readable by the app's engine after the CLI exits.
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const rows = await rowsOf(database.db);
      expect(rows.map((r) => r.igdbId)).toEqual(GOOD_IDS);
      expect(rows.find((r) => r.igdbId === 9900002)).toMatchObject({ nameKo: '달빛 항구', koreanSupport: 'OFFICIAL' });
    } finally {
      await database.close();
    }
  }, 120_000);

  it('exits 2 on a missing file or an unknown option', async () => {
    const dataDir = tempDir();
    const missing = await runCli(['/nonexistent/dump.jsonl'], { DATA_DIR: dataDir });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Not found: /nonexistent/dump.jsonl');
    const unknown = await runCli(['--fast', gamesFile], { DATA_DIR: dataDir });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown option --fast');
  });
});
