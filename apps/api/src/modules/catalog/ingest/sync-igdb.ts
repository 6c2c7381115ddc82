/**
 * Catalog sync from the live IGDB API (content by IGDB.com): every game with the facts the dump
 * lacks (game type, alternative and Korean names, screenshots, time to beat). Run by cli/sync-igdb.ts.
 * Each page is committed on its own, so an interrupted sync resumes after the last id written.
 */
import type { CatalogStore } from '../catalog-store.ts';
import type { IgdbClient } from '../../../integrations/igdb/igdb-client.ts';
import { fetchGamesPage, MAX_PAGE_SIZE, type IgdbApiGame, type IgdbApiTimeToBeat } from '../../../integrations/igdb/igdb-games.ts';
import { igdbApiGameToSeedGame } from './igdb-api-mapping.ts';
import { readSteamKoreanData } from './igdb-dump.ts';
import type { IgdbMappingContext } from './igdb-mapping.ts';
import { insertCatalog } from './insert-catalog.ts';
import { FEATURED_IGDB_IDS, KOREAN_TITLES } from './korean-titles.ts';

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
export async function syncIgdbCatalog(store: CatalogStore, client: IgdbClient, options: SyncIgdbOptions): Promise<SyncIgdbResult> {
  const pageSize = options.pageSize ?? MAX_PAGE_SIZE;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) throw new Error(`pageSize must be 1..${MAX_PAGE_SIZE}`);
  const progress: SyncIgdbProgress = { pages: 0, gamesRead: 0, written: 0, lastId: options.afterId ?? 0 };
  let timeToBeats = 0;
  let remaining = options.maxGames ?? Number.POSITIVE_INFINITY;

  const fetchPage = async (afterId: number, limit: number): Promise<Page> => ({ ...(await fetchGamesPage(client, afterId, limit)), limit });
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
    const { written } = await insertCatalog(store, seeds, { analyze: false });
    progress.pages += 1;
    progress.gamesRead += page.games.length;
    progress.written += written;
    progress.lastId = lastId;
    timeToBeats += page.timeToBeats.length;
    options.onProgress?.({ ...progress });
  }
  // Planner statistics once at the end (an empty write only runs VACUUM (ANALYZE)).
  if (progress.written > 0) await insertCatalog(store, [], { analyze: true });
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
