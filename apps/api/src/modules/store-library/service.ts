import {
  librarySyncedCopy,
  webPaths,
  STORE_SYNC_COOLDOWN_SECONDS,
  confidenceLevel,
  gameDisplayName,
  playtimeHoursOf,
  steamMessages,
  catalogMessages,
  collectionMessages,
  type Game,
  type LinkedGame,
  type MessageResponse,
  type MatchSuggestion,
  type PlayStatus,
  type StoreBulkAddResult,
  cooldownMinutes,
  mappingRate,
  SYNC_COOLDOWN_CODE,
  bulkAddChoice,
} from '@gameshelf/contracts';
import { ConflictError, InvalidError, LimitReachedError, NotFoundError } from '../../shared/errors.ts';
import type { GameRow } from '../catalog/game-row.ts';
import type { NotificationDraft } from '../notifications/raise.ts';
import type { Store } from './schema.ts';
import { remainingCooldown, type LibraryItemInput, type LibraryRow, type StoreLibraryRepository } from './store-library-repository.ts';

/** What the library needs of the matching module (modules/store-matching). */
export type LibraryMatcher = {
  match(
    store: Store,
    items: readonly { externalId: string; title: string }[],
  ): Promise<ReadonlyMap<string, { gameId: number | null; method: 'store_id' | 'title' | null; confidence: number | null }>>;
  suggest(
    title: string,
    extraCandidateIds: readonly number[],
    limit: number,
    store: Store,
  ): Promise<readonly { gameId: number; confidence: number }[]>;
};

export type StoreLibraryDeps = {
  store: Store;
  /** Copy for the store's answers (Steam's, GOG's). */
  messages: { notLinked: string; libraryGameNotFound: string; cooldown: (minutes: number) => string; storeName: string };
  repository: StoreLibraryRepository;
  matcher: LibraryMatcher;
  describeGames(rows: readonly GameRow[]): Promise<Game[]>;
  gameRows(ids: readonly number[]): Promise<GameRow[]>;
  collectedAmong(userId: number, gameIds: readonly number[]): Promise<ReadonlySet<number>>;
  addGames(
    userId: number,
    collectionId: number,
    entries: readonly { gameId: number; playStatus: PlayStatus; playtimeHours: number; purchaseStore: string | null }[],
  ): Promise<{ added: number[]; skipped: number[] }>;
  /** Catalog search for suggestions: ids of the best games for a keyword. */
  searchGameIds(keyword: string, limit: number): Promise<number[]>;
  now?: () => Date;
  /** Seconds between two syncs of one user's library (STORE_SYNC_COOLDOWN_SECONDS, 180, unless configured). */
  cooldownSeconds?: number;
  /** Writes notifications after the sync (the notifications' writer; a failure is logged, the sync stands). */
  notify?: (drafts: readonly NotificationDraft[]) => Promise<void>;
};

/** A library item with its catalog game, as every store's screens show it. */
export type LibraryEntry = {
  row: LibraryRow;
  game: LinkedGame | null;
  /** The mapped game's release date (YYYY-MM-DD), when known. */
  firstReleaseDate: string | null;
  inCollection: boolean;
};

export type SyncOutcome = { totalGames: number; mappedGames: number; mappingRate: number };

/**
 * What the catalog search is asked for a store title: the title, its head before a subtitle
 * ('Hades: Battle Out of Hell' → 'Hades'), and its first two words; a search must match every word,
 * so a store's longer title alone often finds nothing.
 */
export function suggestionKeywords(title: string): string[] {
  const clean = title.replace(/[™®©]/gu, '').trim();
  const head = clean.split(/\s*(?::|\s[-–—]\s|\(|\[)/u)[0]?.trim() ?? '';
  const firstWords = clean.split(/\s+/u).slice(0, 2).join(' ');
  return [...new Set([clean, head, firstWords].filter((keyword) => keyword.length >= 2))];
}

const linkedGame = (game: Game): LinkedGame => ({
  id: game.id,
  name: game.name,
  nameKo: game.nameKo,
  displayName: gameDisplayName(game),
  coverImageUrl: game.localizedCoverImageUrl ?? game.coverImageUrl,
});

/** A played game goes in as PLAYING with its whole hours, an unplayed one as BACKLOG (spec 3 §9). */
const collectedFrom = (row: LibraryRow) => ({
  playStatus: (row.playtimeForever > 0 ? 'PLAYING' : 'BACKLOG') as PlayStatus,
  playtimeHours: playtimeHoursOf(row.playtimeForever),
});

/**
 * The rules of a linked store library, shared by Steam and GOG: the server's sync cooldown, saving
 * a sync without touching what the user did, matching, manual mappings, and adding to collections.
 */
export function createStoreLibraryService(deps: StoreLibraryDeps) {
  const { store, repository: repo } = deps;
  const now = deps.now ?? (() => new Date());
  const cooldownSeconds = deps.cooldownSeconds ?? STORE_SYNC_COOLDOWN_SECONDS;

  async function entries(userId: number, rows: readonly LibraryRow[]): Promise<LibraryEntry[]> {
    const gameRows = rows.flatMap((row) => (row.game ? [row.game] : []));
    const [games, collected] = await Promise.all([
      deps.describeGames(gameRows),
      deps.collectedAmong(
        userId,
        gameRows.map((g) => g.id),
      ),
    ]);
    const byId = new Map(games.map((game) => [game.id, game]));
    return rows.map((row) => {
      const game = row.game ? byId.get(row.game.id) : undefined;
      return {
        row,
        game: game ? linkedGame(game) : null,
        firstReleaseDate: game?.firstReleaseDate ?? null,
        inCollection: game ? collected.has(game.id) : false,
      };
    });
  }

  async function ownItem(userId: number, id: number): Promise<LibraryRow> {
    const [row] = await repo.list(userId, store, { id });
    if (!row) throw new NotFoundError(deps.messages.libraryGameNotFound);
    return row;
  }

  async function matchUnmatched(userId: number | null): Promise<void> {
    const items = await repo.unmatched(store, userId);
    if (!items.length) return;
    const matches = await deps.matcher.match(store, items);
    await repo.applyMatches(
      store,
      items.map((item) => ({
        externalId: item.externalId,
        ...(matches.get(item.externalId) ?? { gameId: null, method: null, confidence: null }),
      })),
      userId,
    );
  }

  return {
    /**
     * Syncs the library from the store (`fetchLibrary`, given the linked account's id) once the cooldown allows, for every API process
     * alike; a failed fetch gives the cooldown back and saves nothing.
     */
    async sync(userId: number, fetchLibrary: (externalUserId: string) => Promise<LibraryItemInput[]>): Promise<SyncOutcome> {
      const startedAt = now();
      const claim = await repo.claimSync(userId, store, startedAt, cooldownSeconds);
      if (claim.kind === 'not_linked') throw new InvalidError(deps.messages.notLinked);
      if (claim.kind === 'cooling')
        throw new LimitReachedError(deps.messages.cooldown(cooldownMinutes(claim.remainingSeconds)), undefined, SYNC_COOLDOWN_CODE);
      let items: LibraryItemInput[];
      try {
        items = await fetchLibrary(claim.externalUserId);
      } catch (err) {
        await repo.releaseSync(userId, store, startedAt);
        throw err;
      }
      // Disconnected (or another account linked) while the library was fetched: nothing is saved.
      const mappedBefore = (await repo.counts(userId, store)).mapped;
      if (!(await repo.saveLibrary(userId, store, claim.externalUserId, items, startedAt))) throw new InvalidError(deps.messages.notLinked);
      await matchUnmatched(userId);
      await repo.finishSync(userId, store, now());
      const counts = await repo.counts(userId, store);
      // A sync that found games it had not matched before tells the player, once per sync (its start).
      const newMatches = counts.mapped - mappedBefore;
      if (newMatches > 0 && deps.notify)
        await deps.notify([
          {
            userId,
            kind: 'library_synced',
            ...librarySyncedCopy({ store, newMatches }),
            linkUrl: store === 'steam' ? webPaths.steamLibrary : webPaths.gogLibrary,
            dedupeKey: `library-synced:${store}:${startedAt.toISOString()}`,
          },
        ]);
      return {
        totalGames: counts.total,
        mappedGames: counts.mapped,
        mappingRate: mappingRate(counts.mapped, counts.total),
      };
    },

    /** After catalog imports and syncs: every user's unmatched items are tried again. */
    retryUnmatched: () => matchUnmatched(null),

    async list(userId: number, mapped?: boolean): Promise<LibraryEntry[]> {
      return entries(userId, await repo.list(userId, store, { mapped }));
    },

    async stats(userId: number) {
      const [counts, link] = await Promise.all([repo.counts(userId, store), repo.findLink(userId, store)]);
      const remainingSeconds = remainingCooldown(link?.syncStartedAt ?? null, now(), cooldownSeconds);
      return {
        totalGames: counts.total,
        mappedGames: counts.mapped,
        totalPlaytimeHours: playtimeHoursOf(counts.minutes),
        averagePlaytimePerGame: counts.total ? Math.round((counts.minutes / 60 / counts.total) * 10) / 10 : 0,
        empty: counts.total === 0,
        cooldownActive: remainingSeconds > 0,
        remainingSeconds,
        lastSyncedAt: link?.lastSyncedAt ?? null,
      };
    },

    /** Candidate games for an item, best first, from its title's keys and the catalog search. */
    async suggest(userId: number, id: number, limit: number): Promise<MatchSuggestion[]> {
      const row = await ownItem(userId, id);
      const searched = (await Promise.all(suggestionKeywords(row.title).map((keyword) => deps.searchGameIds(keyword, 20)))).flat();
      const ranked = await deps.matcher.suggest(row.title, searched, limit, store);
      const rows = await deps.gameRows(ranked.map((r) => r.gameId));
      const games = new Map((await deps.describeGames(rows)).map((game) => [game.id, game]));
      return ranked.flatMap(({ gameId, confidence }) => {
        const game = games.get(gameId);
        if (!game) return [];
        const rounded = Math.round(confidence * 100) / 100;
        return [
          { ...linkedGame(game), firstReleaseDate: game.firstReleaseDate, confidence: rounded, confidenceLevel: confidenceLevel(rounded) },
        ];
      });
    },

    async mapManually(userId: number, id: number, gameId: number): Promise<LibraryEntry> {
      if (!(await deps.gameRows([gameId])).length) throw new NotFoundError(catalogMessages.gameNotFound, 'gameId');
      if (!(await repo.setManual(userId, store, id, gameId))) throw new NotFoundError(deps.messages.libraryGameNotFound);
      const [entry] = await entries(userId, [await ownItem(userId, id)]);
      return entry!;
    },

    /** Removes a mapping as the user's choice: later syncs leave the item unmapped. */
    async unmap(userId: number, id: number): Promise<void> {
      if (!(await repo.setManual(userId, store, id, null))) throw new NotFoundError(deps.messages.libraryGameNotFound);
    },

    async addToCollection(userId: number, id: number, collectionId: number): Promise<MessageResponse> {
      const row = await ownItem(userId, id);
      if (!row.game) throw new InvalidError(steamMessages.unmappedNotAddable);
      const result = await deps.addGames(userId, collectionId, [
        { gameId: row.game.id, ...collectedFrom(row), purchaseStore: deps.messages.storeName },
      ]);
      // The collections' own duplicate message: spec 3 §8 clients look for '이미 존재' in it.
      if (!result.added.length) throw new ConflictError(collectionMessages.gameAlreadyInCollection);
      return { message: steamMessages.addedToCollection };
    },

    /** Adds the chosen mapped items (all mapped ones when `ids` is absent) in one transaction. */
    async bulkAdd(userId: number, collectionId: number, ids: readonly number[] | undefined): Promise<StoreBulkAddResult> {
      const rows = await repo.list(userId, store, { mapped: ids ? undefined : true });
      const choice = bulkAddChoice(rows, ids, (row) => row.game !== null);
      if ('refusal' in choice) {
        if (choice.refusal === 'notFound') throw new NotFoundError(deps.messages.libraryGameNotFound);
        throw new InvalidError(choice.refusal === 'unmapped' ? steamMessages.unmappedNotAddable : steamMessages.bulkNothingMapped);
      }
      const { chosen } = choice;
      const result = await deps.addGames(
        userId,
        collectionId,
        chosen.map((row) => ({ gameId: row.game!.id, ...collectedFrom(row), purchaseStore: deps.messages.storeName })),
      );
      const skipped = chosen.length - result.added.length;
      return { message: steamMessages.bulkAdded(result.added.length, skipped), added: result.added.length, skipped };
    },
  };
}

export type StoreLibraryService = ReturnType<typeof createStoreLibraryService>;
