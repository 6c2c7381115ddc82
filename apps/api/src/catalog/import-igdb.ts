/**
 * Full IGDB catalog import into PostgreSQL (content by IGDB.com).
 *
 *   DATABASE_URL=postgres://127.0.0.1:5432/gameshelf npm run catalog:import [-- <file.jsonl.gz> ...]
 *
 * Without file arguments it loads ../shared/data/catalog/igdb-games.jsonl.gz, then the "ma" bucket,
 * then the famous "th" games (read last so they win for a repeated id). Lines are streamed through
 * igdbToSeedGame (summaries kept) and written in batches with insertCatalog, which upserts by igdbId:
 * running the import again updates the same rows. Korean titles come from the curated table and,
 * when steam-korean-localization.json sits beside the first dump, from Korean Steam store titles.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase, type AppDb } from '../db/database.ts';
import { repoRoot } from '../paths.ts';
import { readSteamKoreanTitles, streamIgdbDump } from './igdb-dump.ts';
import { igdbToSeedGame, type IgdbMappingContext } from './igdb-mapping.ts';
import { insertCatalog } from './insert-catalog.ts';
import { FEATURED_IGDB_IDS, KOREAN_TITLES } from './korean-titles.ts';
import type { SeedGame } from './seed-format.ts';

export const DEFAULT_CATALOG_DIR = path.resolve(repoRoot, '..', 'shared', 'data', 'catalog');
export const DEFAULT_DUMP_FILES = [
  'igdb-games.jsonl.gz',
  'igdb-games-ma-bucket.jsonl.gz',
  'igdb-games-th-famous.jsonl.gz',
].map((f) => path.join(DEFAULT_CATALOG_DIR, f));

export type ImportIgdbOptions = {
  /** Games per INSERT statement (insertCatalog's default when absent). */
  batchSize?: number;
  /** Korean Steam titles file; default: steam-korean-localization.json beside the first dump, if present. */
  steamKoreanTitlesFile?: string | null;
  onProgress?: (event: { file: string; linesRead: number; written: number }) => void;
};

export type ImportIgdbResult = { linesRead: number; written: number; ms: number };

/** Streams the given dump files into the catalog tables. */
export async function importIgdbDumps(
  db: AppDb,
  files: readonly string[],
  options: ImportIgdbOptions = {},
): Promise<ImportIgdbResult> {
  const started = Date.now();
  for (const file of files) if (!existsSync(file)) throw new Error(`Dump file not found: ${file}`);

  const steamFile =
    options.steamKoreanTitlesFile === undefined && files[0]
      ? path.join(path.dirname(files[0]), 'steam-korean-localization.json')
      : options.steamKoreanTitlesFile;
  const koreanTitlesBySteamAppId = steamFile && existsSync(steamFile) ? readSteamKoreanTitles(steamFile) : new Map<number, string>();

  // The famous "th" games get the same popularity bonus as the curated ones; collect their ids first
  // (the file is tiny) so the bonus is known however the files are ordered.
  const famousIgdbIds = new Set<number>(KOREAN_TITLES.keys());
  for (const file of files.filter((f) => path.basename(f).includes('th-famous'))) {
    for await (const record of streamIgdbDump(file)) famousIgdbIds.add(record.igdb_id);
  }

  const ctx: IgdbMappingContext = {
    keepSummary: true,
    koreanTitlesByIgdbId: KOREAN_TITLES,
    koreanTitlesBySteamAppId,
    famousIgdbIds,
    featuredIgdbIds: FEATURED_IGDB_IDS,
  };

  // One insertCatalog call for the whole stream: into an empty catalog it drops the secondary
  // indexes and rebuilds them once at the end, and the load is one transaction.
  let linesRead = 0;
  let currentFile = files[0] ?? '';
  async function* games(): AsyncGenerator<SeedGame> {
    for (const file of files) {
      currentFile = file;
      for await (const record of streamIgdbDump(file)) {
        linesRead += 1;
        yield igdbToSeedGame(record, ctx);
      }
    }
  }
  const { written } = await insertCatalog(db, games(), {
    batchSize: options.batchSize,
    analyze: true,
    onProgress: (writtenSoFar) => options.onProgress?.({ file: currentFile, linesRead, written: writtenSoFar }),
  });
  return { linesRead, written, ms: Date.now() - started };
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error('Set DATABASE_URL to the PostgreSQL database to load, e.g. DATABASE_URL=postgres://127.0.0.1:5432/gameshelf');
    process.exitCode = 2;
    return;
  }
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const files = args.length ? args.map((f) => path.resolve(f)) : DEFAULT_DUMP_FILES;
  const database = await openDatabase({ databaseUrl, poolSize: 2 });
  try {
    await database.migrate();
    let lastReport = 0;
    const result = await importIgdbDumps(database.db, files, {
      onProgress: ({ file, linesRead, written }) => {
        if (Date.now() - lastReport < 5_000) return;
        lastReport = Date.now();
        console.log(`  ${path.basename(file)}: ${linesRead.toLocaleString('en')} lines read, ${written.toLocaleString('en')} written`);
      },
    });
    console.log(
      `Imported ${result.written.toLocaleString('en')} games (${result.linesRead.toLocaleString('en')} lines) in ${(result.ms / 1000).toFixed(1)} s. Game data: IGDB.com.`,
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
