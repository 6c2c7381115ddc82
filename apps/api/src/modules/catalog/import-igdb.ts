/**
 * Full IGDB catalog import (content by IGDB.com), into the database the app uses.
 *
 *   npm run catalog:import [-- [--steam-korean <file>] <file.jsonl[.gz]> ...]
 *
 * Like the app: PostgreSQL when DATABASE_URL is set, else PGlite in $DATA_DIR/pglite (./data by default).
 * Without file arguments it loads ../shared/data/catalog/igdb-games.jsonl.gz, then the "ma" bucket,
 * then the famous "th" games (read last so they win for a repeated id). Lines are streamed through
 * igdbToSeedGame (summaries kept) and written in batches with insertCatalog, which upserts by igdbId:
 * running the import again updates the same rows and never duplicates them. Bad lines are reported
 * and skipped. Korean titles come from the curated table and, with Korean support, from
 * steam-korean-localization.json (--steam-korean, default: beside the first dump, if present).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { databaseTarget, loadConfig } from '../../config.ts';
import { openDatabase, type AppDb, type DatabaseOptions } from '../../db/database.ts';
import { repoRoot } from '../../paths.ts';
import { readIgdbDumpLines, readSteamKoreanData, streamIgdbDump, type IgdbBadLine, type SteamKoreanData } from './igdb-dump.ts';
import { igdbToSeedGame, type IgdbMappingContext } from './igdb-mapping.ts';
import { insertCatalog } from './insert-catalog.ts';
import { FEATURED_IGDB_IDS, KOREAN_TITLES } from './korean-titles.ts';
import type { SeedGame } from './seed-format.ts';

export const DEFAULT_CATALOG_DIR = path.resolve(repoRoot, '..', 'shared', 'data', 'catalog');
export const DEFAULT_DUMP_FILES = ['igdb-games.jsonl.gz', 'igdb-games-ma-bucket.jsonl.gz', 'igdb-games-th-famous.jsonl.gz'].map((f) =>
  path.join(DEFAULT_CATALOG_DIR, f),
);
export const STEAM_KOREAN_FILE_NAME = 'steam-korean-localization.json';

export type ImportIgdbProgress = {
  /** `reading`: after each written batch; `file-done`: a file was read to its end; `finishing`: all read, last batch and index rebuild under way. */
  phase: 'reading' | 'file-done' | 'finishing';
  file: string;
  /** Non-empty lines read so far, good and bad, over all files. */
  linesRead: number;
  badLines: number;
  written: number;
};

export type ImportIgdbOptions = {
  /** Games per INSERT statement (insertCatalog's default when absent). */
  batchSize?: number;
  /** steam-korean-localization.json; default: the one beside the first dump, if present; null: none. */
  steamKoreanFile?: string | null;
  /** Each unusable line (bad JSON, no valid igdb_id or name, mapping failure); it is skipped. */
  onBadLine?: (bad: IgdbBadLine) => void;
  onProgress?: (event: ImportIgdbProgress) => void;
};

export type ImportIgdbResult = { linesRead: number; badLines: number; written: number; ms: number };

/** The Korean Steam file an import uses: the given one, else the one beside the first dump if present. */
export function resolveSteamKoreanFile(files: readonly string[], given?: string | null): string | null {
  if (given !== undefined) return given;
  const beside = files[0] ? path.join(path.dirname(files[0]), STEAM_KOREAN_FILE_NAME) : null;
  return beside && existsSync(beside) ? beside : null;
}

/** The mapping context of a full import: curated titles, Steam Korean titles and support, famous ids. */
export async function importMappingContext(files: readonly string[], steamKoreanFile: string | null): Promise<IgdbMappingContext> {
  const steam: SteamKoreanData = steamKoreanFile ? readSteamKoreanData(steamKoreanFile) : { titles: new Map(), support: new Map() };
  // The famous "th" games get the same popularity bonus as the curated ones; collect their ids first
  // (the file is tiny) so the bonus is known however the files are ordered. Bad lines are reported
  // by the main pass.
  const famousIgdbIds = new Set<number>(KOREAN_TITLES.keys());
  for (const file of files.filter((f) => path.basename(f).includes('th-famous'))) {
    for await (const record of streamIgdbDump(file, { onBadLine: () => {} })) famousIgdbIds.add(record.igdb_id);
  }
  return {
    keepSummary: true,
    koreanTitlesByIgdbId: KOREAN_TITLES,
    koreanTitlesBySteamAppId: steam.titles,
    koreanSupportBySteamAppId: steam.support,
    famousIgdbIds,
    featuredIgdbIds: FEATURED_IGDB_IDS,
  };
}

export type IgdbSeedGamesCounters = { linesRead: number; badLines: number; file: string };

/**
 * The dump files' games in order, mapped with `ctx`. Unusable lines go to onBadLine and are skipped;
 * `counters` is kept current as lines are read.
 */
export async function* igdbSeedGames(
  files: readonly string[],
  ctx: IgdbMappingContext,
  options: { onBadLine?: (bad: IgdbBadLine) => void; onFileDone?: (file: string) => void; counters?: IgdbSeedGamesCounters } = {},
): AsyncGenerator<SeedGame> {
  const counters = options.counters ?? { linesRead: 0, badLines: 0, file: '' };
  const bad = (report: IgdbBadLine) => {
    counters.linesRead += 1;
    counters.badLines += 1;
    options.onBadLine?.(report);
  };
  for (const file of files) {
    counters.file = file;
    for await (const { line, record } of readIgdbDumpLines(file, { onBadLine: bad })) {
      let game: SeedGame;
      try {
        game = igdbToSeedGame(record, ctx);
      } catch (error) {
        bad({ file, line, reason: `cannot map (${(error as Error).message.slice(0, 80)})` });
        continue;
      }
      const unstorable = unstorableTextIn(game);
      if (unstorable) {
        bad({ file, line, reason: `${unstorable} cannot be stored` });
        continue;
      }
      counters.linesRead += 1;
      yield game;
    }
    options.onFileDone?.(file);
  }
}

/** PostgreSQL text and jsonb refuse NUL and unpaired surrogates; one such game would abort the whole load. */
const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function unstorableTextIn(game: SeedGame): string | null {
  const fields: [string, string | null | readonly string[]][] = [
    ['name', game.name],
    ['Korean name', game.nameKo],
    ['summary', game.summary],
    ['cover', game.coverImageId],
    ['GOG id', game.gogId],
    ['platform name', game.platforms],
    ['genre name', game.genres],
  ];
  for (const [label, value] of fields) {
    const texts = typeof value === 'string' ? [value] : (value ?? []);
    if (texts.some((t) => UNSTORABLE_TEXT.test(t))) return `${label} with a NUL or broken Unicode character`;
  }
  return null;
}

/** Streams the given dump files into the catalog tables; bad lines are reported and skipped. */
export async function importIgdbDumps(db: AppDb, files: readonly string[], options: ImportIgdbOptions = {}): Promise<ImportIgdbResult> {
  const started = Date.now();
  for (const file of files) if (!existsSync(file)) throw new Error(`Dump file not found: ${file}`);
  const steamKoreanFile = resolveSteamKoreanFile(files, options.steamKoreanFile);
  if (steamKoreanFile && !existsSync(steamKoreanFile)) throw new Error(`Korean Steam file not found: ${steamKoreanFile}`);
  const ctx = await importMappingContext(files, steamKoreanFile);

  const counters: IgdbSeedGamesCounters = { linesRead: 0, badLines: 0, file: files[0] ?? '' };
  let written = 0;
  const progress = (phase: ImportIgdbProgress['phase']) =>
    options.onProgress?.({ phase, file: counters.file, linesRead: counters.linesRead, badLines: counters.badLines, written });
  async function* games(): AsyncGenerator<SeedGame> {
    yield* igdbSeedGames(files, ctx, { onBadLine: options.onBadLine, onFileDone: () => progress('file-done'), counters });
    progress('finishing');
  }
  // One insertCatalog call for the whole stream: into an empty catalog it drops the secondary
  // indexes and rebuilds them once at the end, and the load is one transaction.
  const result = await insertCatalog(db, games(), {
    batchSize: options.batchSize,
    analyze: true,
    onProgress: (writtenSoFar) => {
      written = writtenSoFar;
      progress('reading');
    },
  });
  return { linesRead: counters.linesRead, badLines: counters.badLines, written: result.written, ms: Date.now() - started };
}

// ---------------------------------------------------------------------------------------------
// CLI
// ---------------------------------------------------------------------------------------------

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
    const result = await importIgdbDumps(database.db, args.files, {
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
