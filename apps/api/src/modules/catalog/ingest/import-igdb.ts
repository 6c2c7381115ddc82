/**
 * Full IGDB catalog import (content by IGDB.com), run by cli/import-igdb.ts.
 * Without file arguments the CLI loads ../shared/data/catalog/igdb-games.jsonl.gz, then the "ma" bucket,
 * then the famous "th" games (read last so they win for a repeated id). Lines are streamed through
 * igdbToSeedGame (summaries kept) and written in batches with insertCatalog, which upserts by igdbId:
 * running the import again updates the same rows and never duplicates them. Bad lines are reported
 * and skipped. Korean titles come from the curated table and, with Korean support, from
 * steam-korean-localization.json (--steam-korean, default: beside the first dump, if present).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CatalogStore } from '../catalog-store.ts';
import { repoRoot } from '../../../paths.ts';
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
// eslint-disable-next-line no-control-regex -- NUL is exactly the character PostgreSQL refuses.
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
export async function importIgdbDumps(
  store: CatalogStore,
  files: readonly string[],
  options: ImportIgdbOptions = {},
): Promise<ImportIgdbResult> {
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
  const result = await insertCatalog(store, games(), {
    batchSize: options.batchSize,
    analyze: true,
    onProgress: (writtenSoFar) => {
      written = writtenSoFar;
      progress('reading');
    },
  });
  return { linesRead: counters.linesRead, badLines: counters.badLines, written: result.written, ms: Date.now() - started };
}
