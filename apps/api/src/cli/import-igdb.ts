/**
 * Full IGDB catalog import (content by IGDB.com), into the database the app uses.
 *
 *   npm run catalog:import [-- [--steam-korean <file>] <file.jsonl[.gz]> ...]
 *
 * Like the app: PostgreSQL when DATABASE_URL is set, else PGlite in $DATA_DIR/pglite (./data by default).
 * What it loads and how: modules/catalog/ingest/import-igdb.ts.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { databaseTarget, loadConfig } from '../config.ts';
import { openDatabase, type DatabaseOptions } from '../db/database.ts';
import { createCatalog } from '../modules/catalog/catalog.ts';
import {
  DEFAULT_CATALOG_DIR,
  DEFAULT_DUMP_FILES,
  resolveSteamKoreanFile,
  STEAM_KOREAN_FILE_NAME,
} from '../modules/catalog/ingest/import-igdb.ts';
import { rematchStoreLibraries } from '../modules/store-library/rematch.ts';

const USAGE = `Usage: npm run catalog:import [-- [--steam-korean <file>] <dump.jsonl[.gz]> ...]
Loads IGDB dump lines into the app's database: PostgreSQL when DATABASE_URL is set, else PGlite in
$DATA_DIR/pglite (DATA_DIR defaults to ./data). Without files: the three dumps in ${path.relative(process.cwd(), DEFAULT_CATALOG_DIR) || '.'}.
--steam-korean <file>  Korean titles and support by Steam appid (default: ${STEAM_KOREAN_FILE_NAME} beside the first dump)`;

type CliArgs = { files: string[]; steamKoreanFile: string | undefined };

/** Parses the CLI arguments; throws a usage message on anything it does not know. */
export function parseImportArgs(argv: readonly string[]): CliArgs | 'help' {
  const files: string[] = [];
  let steamKoreanFile: string | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--') continue;
    if (arg === '-h' || arg === '--help') return 'help';
    if (arg === '--steam-korean' || arg.startsWith('--steam-korean=')) {
      const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[++i];
      if (!value) throw new Error('--steam-korean needs a file');
      steamKoreanFile = path.resolve(value);
    } else if (arg.startsWith('-')) {
      throw new Error(`Unknown option ${arg}`);
    } else {
      files.push(path.resolve(arg));
    }
  }
  return { files: files.length ? files : DEFAULT_DUMP_FILES, steamKoreanFile };
}

/** Bad lines printed one by one; the rest are only counted. */
const BAD_LINES_SHOWN = 20;
const PROGRESS_EVERY_MS = 3_000;

const n = (value: number) => value.toLocaleString('en');
const shown = (file: string) => {
  const relative = path.relative(process.cwd(), file);
  return relative && !path.isAbsolute(relative) ? relative : file;
};

async function main(): Promise<number> {
  let args: CliArgs | 'help';
  try {
    args = parseImportArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (args === 'help') {
    console.log(USAGE);
    return 0;
  }
  const missing = [...args.files, ...(args.steamKoreanFile ? [args.steamKoreanFile] : [])].filter((f) => !existsSync(f));
  if (missing.length) {
    console.error(`Not found: ${missing.join(', ')}\n${USAGE}`);
    return 2;
  }

  // The same choice of database as the app's server.ts.
  const config = loadConfig();
  const target: DatabaseOptions = { ...databaseTarget(config), poolSize: 2 };
  console.log(`Importing into ${target.databaseUrl ? `PostgreSQL ${describeUrl(target.databaseUrl)}` : `PGlite at ${target.dataDir}`}`);
  const steamKoreanFile = resolveSteamKoreanFile(args.files, args.steamKoreanFile);
  if (steamKoreanFile) console.log(`Korean titles and support by Steam appid: ${shown(steamKoreanFile)}`);

  const database = await openDatabase(target);
  try {
    await database.migrate();
    const started = Date.now();
    let lastReport = { at: started, linesRead: 0 };
    let badShown = 0;
    const result = await createCatalog({ database }).importIgdbDumps(args.files, {
      steamKoreanFile,
      onBadLine: ({ file, line, reason }) => {
        badShown += 1;
        if (badShown <= BAD_LINES_SHOWN) console.error(`skipped ${shown(file)}:${line}: ${reason}`);
        else if (badShown === BAD_LINES_SHOWN + 1) console.error(`(further bad lines are counted, not shown)`);
      },
      onProgress: (event) => {
        const now = Date.now();
        if (event.phase === 'reading' && now - lastReport.at < PROGRESS_EVERY_MS) return;
        const rate = ((event.linesRead - lastReport.linesRead) * 1000) / Math.max(1, now - lastReport.at);
        lastReport = { at: now, linesRead: event.linesRead };
        const counts = `${n(event.linesRead)} lines read, ${n(event.written)} games written, ${n(event.badLines)} bad, ${n(Math.round(rate))} lines/s`;
        if (event.phase === 'reading') console.log(`  ${counts}`);
        else if (event.phase === 'file-done')
          console.log(`  ${shown(event.file)} read to the end: ${n(event.linesRead)} lines so far, ${n(event.badLines)} bad`);
        else console.log('  All lines read; writing the last batch, rebuilding indexes and analysing ...');
      },
    });
    if (result.badLines) {
      const more = result.badLines > BAD_LINES_SHOWN ? ` (first ${BAD_LINES_SHOWN} shown above)` : '';
      console.error(`${n(result.badLines)} bad line${result.badLines === 1 ? '' : 's'} skipped${more}.`);
    }
    console.log(
      `Imported ${n(result.written)} games from ${n(result.linesRead)} lines (${n(result.badLines)} bad lines skipped) in ${(result.ms / 1000).toFixed(1)} s. Game data: IGDB.com.` +
        (steamKoreanFile ? ' Korean support data: Steam_KRLocInfo (steamapp.net, QuasarZone, DirectG, STOVE).' : ''),
    );
    for (const { store, tried, mapped } of await rematchStoreLibraries(database.db))
      if (tried) console.log(`Unmatched ${store} library items tried again: ${n(mapped)} of ${n(tried)} now mapped.`);
    return 0;
  } finally {
    await database.close();
  }
}

/** host:port/database, without credentials. */
function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname}`;
  } catch {
    return '(DATABASE_URL)';
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
