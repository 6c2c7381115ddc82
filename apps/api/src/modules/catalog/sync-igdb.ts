/**
 * Catalog sync from the live IGDB API (content by IGDB.com): every game with the facts the dump
 * lacks (game type, alternative and Korean names, screenshots, time to beat).
 *
 *   IGDB_CLIENT_ID=... IGDB_CLIENT_SECRET=... npm run catalog:sync [-- --after-id N --page-size 500
 *     --max-games N --steam-korean ../shared/data/catalog/steam-korean-localization.json]
 *
 * The database is the app's: DATABASE_URL (PostgreSQL), else PGlite under DATA_DIR (stop the server
 * first; PGlite allows one process). IGDB_API_URL and TWITCH_TOKEN_URL override the endpoints.
 * Each page is committed on its own, so an interrupted sync resumes with --after-id <last id shown>.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { databaseTarget, loadConfig } from '../../config.ts';
import { openDatabase, type AppDb } from '../../db/database.ts';
import { readSteamKoreanData } from './igdb-dump.ts';
import type { IgdbMappingContext } from './igdb-mapping.ts';
import { insertCatalog } from './insert-catalog.ts';
import { FEATURED_IGDB_IDS, KOREAN_TITLES } from './korean-titles.ts';
import { createIgdbClient, type IgdbClient } from '../../integrations/igdb/igdb-client.ts';
import {
  IGDB_GAME_FIELDS,
  IGDB_TIME_TO_BEAT_FIELDS,
  igdbApiGameToSeedGame,
  type IgdbApiGame,
  type IgdbApiTimeToBeat,
} from './igdb-api-mapping.ts';

export const DEFAULT_IGDB_API_URL = 'https://api.igdb.com/v4';
export const DEFAULT_TWITCH_TOKEN_URL = 'https://id.twitch.tv/oauth2/token';
/** IGDB's largest `limit`. */
const MAX_PAGE_SIZE = 500;

export type SyncIgdbProgress = {
  pages: number;
  gamesRead: number;
  written: number;
  /** Highest IGDB id committed so far: pass it as afterId to resume. */
  lastId: number;
};

export type SyncIgdbResult = SyncIgdbProgress & { timeToBeats: number };

export type SyncIgdbOptions = {
  /** Start after this IGDB id (0: from the beginning). */
  afterId?: number;
  /** Games per request, 1..500 (default 500). */
  pageSize?: number;
  /** Stop after this many games. */
  maxGames?: number;
  ctx: IgdbMappingContext;
  /** Called after each committed page. */
  onProgress?: (progress: SyncIgdbProgress) => void;
};

type Page = { games: IgdbApiGame[]; timeToBeats: IgdbApiTimeToBeat[]; limit: number };

/**
 * Pages through /v4/games by id (`where id > last; sort id asc`) and upserts each page with its
 * time-to-beat rows through insertCatalog. Keyset paging rather than offsets: games added or
 * removed upstream during a long sync shift every later offset (rows skipped or read twice), while
 * "after id N" stays exact, costs the same on every page, and makes resuming one number.
 * Memory stays flat: one page is written while the next one is being fetched.
 */
export async function syncIgdbCatalog(db: AppDb, client: IgdbClient, options: SyncIgdbOptions): Promise<SyncIgdbResult> {
  const pageSize = options.pageSize ?? MAX_PAGE_SIZE;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) throw new Error(`pageSize must be 1..${MAX_PAGE_SIZE}`);
  const progress: SyncIgdbProgress = { pages: 0, gamesRead: 0, written: 0, lastId: options.afterId ?? 0 };
  let timeToBeats = 0;
  let remaining = options.maxGames ?? Number.POSITIVE_INFINITY;

  const fetchPage = async (afterId: number, limit: number): Promise<Page> => {
    const games = await client.query<IgdbApiGame>(
      'games',
      `fields ${IGDB_GAME_FIELDS}; where id > ${afterId}; sort id asc; limit ${limit};`,
    );
    const ids = games.map((g) => g.id);
    // At most one row per game, so one request covers a page of up to 500 games.
    const rows = ids.length
      ? await client.query<IgdbApiTimeToBeat>(
          'game_time_to_beats',
          `fields ${IGDB_TIME_TO_BEAT_FIELDS}; where game_id = (${ids.join(',')}); limit ${MAX_PAGE_SIZE};`,
        )
      : [];
    return { games, timeToBeats: rows, limit };
  };
  const startFetch = (afterId: number): Promise<Page> | null => {
    if (remaining <= 0) return null;
    const next = fetchPage(afterId, Math.min(pageSize, remaining));
    next.catch(() => undefined); // rejected later, when awaited; not unhandled meanwhile
    return next;
  };

  let next = startFetch(progress.lastId);
  while (next) {
    const page = await next;
    if (!page.games.length) break;
    const lastId = Math.max(...page.games.map((g) => g.id));
    remaining -= page.games.length;
    next = page.games.length < page.limit ? null : startFetch(lastId);

    const timeToBeatOf = new Map(page.timeToBeats.map((t) => [t.game_id, t]));
    const seeds = page.games.map((game) => igdbApiGameToSeedGame(game, timeToBeatOf.get(game.id), options.ctx));
    // One transaction per page: a failure loses at most the page being written.
    const { written } = await insertCatalog(db, seeds, { analyze: false });
    progress.pages += 1;
    progress.gamesRead += page.games.length;
    progress.written += written;
    progress.lastId = lastId;
    timeToBeats += page.timeToBeats.length;
    options.onProgress?.({ ...progress });
  }
  // Planner statistics once at the end (an empty write only runs VACUUM (ANALYZE)).
  if (progress.written > 0) await insertCatalog(db, [], { analyze: true });
  return { ...progress, timeToBeats };
}

/** The mapping context of a full sync: curated Korean titles first, Steam Korean data when given. */
export function syncContext(steamKoreanFile?: string): IgdbMappingContext {
  const steam = steamKoreanFile ? readSteamKoreanData(steamKoreanFile) : null;
  return {
    keepSummary: true,
    koreanTitlesByIgdbId: KOREAN_TITLES,
    koreanTitlesBySteamAppId: steam?.titles,
    koreanSupportBySteamAppId: steam?.support,
    famousIgdbIds: new Set(KOREAN_TITLES.keys()),
    featuredIgdbIds: FEATURED_IGDB_IDS,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: {
      'after-id': { type: 'string' },
      'page-size': { type: 'string' },
      'max-games': { type: 'string' },
      'steam-korean': { type: 'string' },
    },
  });
  const clientId = process.env.IGDB_CLIENT_ID;
  const clientSecret = process.env.IGDB_CLIENT_SECRET;
  if (!clientId || !clientSecret) {
    console.error('Set IGDB_CLIENT_ID and IGDB_CLIENT_SECRET (a Twitch application with a client secret).');
    process.exitCode = 2;
    return;
  }
  const number = (name: string, text: string | undefined): number | undefined => {
    if (text === undefined) return undefined;
    if (!/^\d+$/.test(text)) throw new Error(`--${name} takes a whole number, not "${text}"`);
    return Number(text);
  };
  const afterId = number('after-id', values['after-id']);
  const pageSize = number('page-size', values['page-size']);
  const maxGames = number('max-games', values['max-games']);
  const ctx = syncContext(values['steam-korean'] ? path.resolve(values['steam-korean']) : undefined);
  const config = loadConfig();
  const database = await openDatabase({ ...databaseTarget(config), poolSize: 2 });
  const client = createIgdbClient({
    clientId,
    clientSecret,
    apiUrl: process.env.IGDB_API_URL || DEFAULT_IGDB_API_URL,
    tokenUrl: process.env.TWITCH_TOKEN_URL || DEFAULT_TWITCH_TOKEN_URL,
    onRetry: ({ endpoint, attempt, delayMs, status, error }) =>
      console.warn(`  retry ${attempt} of ${endpoint} in ${delayMs} ms (${status ? `HTTP ${status}` : String(error)})`),
  });
  const started = Date.now();
  try {
    await database.migrate();
    let lastReport = 0;
    const result = await syncIgdbCatalog(database.db, client, {
      afterId,
      pageSize,
      maxGames,
      ctx,
      onProgress: ({ pages, gamesRead, lastId }) => {
        if (Date.now() - lastReport < 5_000) return;
        lastReport = Date.now();
        console.log(`  ${pages} pages, ${gamesRead.toLocaleString('en')} games, last id ${lastId} (resume: --after-id ${lastId})`);
      },
    });
    const { requests, retries } = client.stats();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Synced ${result.written.toLocaleString('en')} games (${result.timeToBeats.toLocaleString('en')} with time to beat), ` +
        `last id ${result.lastId}, ${requests} requests (${retries} retries) in ${seconds} s. Game data: IGDB.com.`,
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
