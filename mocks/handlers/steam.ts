import { delay, type HttpHandler } from 'msw';
import {
  addSteamGameToCollection,
  bulkAddSteamGames,
  catalogMessages,
  disconnectSteam,
  getSteamLoginUrl,
  getSteamStats,
  importSteamWishlist,
  listSteamGames,
  mapSteamGame,
  STEAM_PROFILE_PRIVATE,
  STEAM_WISHLIST_PRIVATE,
  SteamGamesQuerySchema,
  SteamManualMappingRequestSchema,
  STORE_SYNC_COOLDOWN_SECONDS,
  steamMessages,
  suggestSteamMatches,
  syncSteamLibrary,
  unmapSteamGame,
  type ErrorBody,
  type SteamLibraryGame,
  type SteamStats,
  mappingRate,
  storeLibraryOrder,
} from '@gameshelf/contracts';
import { games } from '../fixtures/games.ts';
import { fixtureSteamLibrary, fixtureSteamSuggestions, linkedGameOf, makeSteamStats, STEAM_LAST_SYNCED_AT } from '../fixtures/steam.ts';
import { handle } from './endpoint.ts';
import { fail, invalid, json, never, serverError, unauthorized } from './replies.ts';
import {
  cooldownRefusal,
  storeCollectionHandlers,
  storeHandlerGroups,
  storeSuggestHandler,
  type StoreLibraryAccess,
} from './store-library.ts';
import { storeShelf } from './store-shelf.ts';
import { viewerOf } from './viewer.ts';

/** "Sign in through Steam" (OpenID 2.0), as the API builds it; stories never leave for it. */
export const mockSteamLoginUrl =
  'https://steamcommunity.com/openid/login?openid.ns=http%3A%2F%2Fspecs.openid.net%2Fauth%2F2.0&openid.mode=checkid_setup';

/** What `syncSteamLibrary` does in a handler group. */
export type SteamSyncBehaviour =
  'ok' | 'slow' | 'pending' | 'cooldown' | 'privateProfile' | 'unavailable' | 'notConfigured' | 'error' | 'notLinked';

export interface SteamMockOptions {
  /** The library before any sync (default: the twelve fixture games). */
  library?: readonly SteamLibraryGame[];
  /** What a sync loads (default: the fixture library). */
  syncedLibrary?: readonly SteamLibraryGame[];
  sync?: SteamSyncBehaviour;
  /** Seconds of cooldown left at the start (stats report it; a sync meanwhile answers 429). */
  cooldownSeconds?: number;
  /** The library and stats reads: answered, failing with a 500, or pending. */
  reads?: 'ok' | 'error' | 'pending';
  /** Suggestions: answered, failing with a 500, or pending. */
  suggestions?: 'ok' | 'error' | 'pending';
  /** Adds to collections, mapping changes and disconnect: answered or failing with a 500. */
  writes?: 'ok' | 'error';
  /** `getSteamLoginUrl`: the Steam address, 503 (Steam linking not configured) or 500. */
  login?: 'ok' | 'unavailable' | 'error' | 'pending';
  /**
   * `importSteamWishlist`: six Steam items, four new the first time (one already there, one not in the
   * catalog) and none new after; a private profile's 403; a 503; or pending.
   */
  wishlistImport?: 'ok' | 'private' | 'unavailable' | 'pending';
}

/** The mock Steam wishlist: six items, one already in ours, one not in the catalog. */
const MOCK_STEAM_WISHLIST = { steamItems: 6, notInCatalog: 1, overLimit: 0 } as const;

/** The contract's order: mapped games first, then by playtime, longest first. */
const apiOrder = (list: SteamLibraryGame[]) => [...list].sort(storeLibraryOrder);

/**
 * A signed-in user's Steam library held in memory, answering every Steam call the way the API does
 * (the contract's bodies and Korean messages, the cooldown's 429 with SYNC_COOLDOWN, the private
 * profile's 403, 409 for a game already in the collection). Each call starts from its own copy.
 */
export function steamHandlersFor(options: SteamMockOptions = {}): HttpHandler[] {
  const { sync = 'ok', reads = 'ok', suggestions = 'ok', writes = 'ok', login = 'ok', wishlistImport = 'ok' } = options;
  let wishlistImported = false;
  let library: SteamLibraryGame[] = (options.library ?? fixtureSteamLibrary).map((g) => ({ ...g }));
  let lastSyncedAt: string | null = library.length ? STEAM_LAST_SYNCED_AT : null;
  const cooldown = { seconds: options.cooldownSeconds ?? 0 };
  const shelf = storeShelf();
  const inAnyCollection = shelf.holds;
  const access: StoreLibraryAccess<SteamLibraryGame> = {
    list: () => library,
    catalogId: (g) => g.igdbGame?.id ?? null,
    shelf,
    markCollected: (viewer, gameId) => {
      library = library.map((g) => (g.igdbGame?.id === gameId ? { ...g, inCollection: inAnyCollection(viewer, gameId) } : g));
    },
    notFound: steamMessages.libraryGameNotFound,
  };

  const stats = (): SteamStats =>
    makeSteamStats(library, { cooldownActive: cooldown.seconds > 0, remainingSeconds: cooldown.seconds, lastSyncedAt });
  const find = (id: number) => library.find((g) => g.id === id);
  const readsFail = reads === 'error' ? serverError : reads === 'pending' ? never : null;

  async function runSync(viewer: number) {
    switch (sync) {
      case 'pending':
        return never();
      case 'notLinked':
        return fail(steamMessages.notLinked, 400);
      case 'privateProfile':
        return fail(steamMessages.profilePrivate, 403, STEAM_PROFILE_PRIVATE);
      case 'unavailable':
        return fail(steamMessages.steamUnavailable, 503);
      case 'notConfigured':
        return fail(steamMessages.notConfigured, 503);
      case 'error':
        return serverError();
      default:
    }
    const tooSoon = cooldownRefusal(cooldown, sync === 'cooldown', steamMessages.cooldown);
    if (tooSoon) return tooSoon;
    if (sync === 'slow') await delay(600);
    // The user's own choices (a manual match, or "no match") survive the sync.
    const kept = new Map(library.filter((g) => g.manuallyMapped).map((g) => [g.id, g]));
    library = (options.syncedLibrary ?? fixtureSteamLibrary).map((g) => {
      const own = kept.get(g.id);
      const game = own ? own.igdbGame : g.igdbGame;
      return {
        ...g,
        mapped: game !== null,
        manuallyMapped: Boolean(own),
        igdbGame: game,
        inCollection: game ? inAnyCollection(viewer, game.id) : false,
      };
    });
    lastSyncedAt = STEAM_LAST_SYNCED_AT;
    cooldown.seconds = STORE_SYNC_COOLDOWN_SECONDS;
    const mapped = library.filter((g) => g.mapped).length;
    return json({
      totalGames: library.length,
      mappedGames: mapped,
      mappingRate: mappingRate(mapped, library.length),
      message: steamMessages.synced(library.length, mapped),
    });
  }

  return [
    handle(getSteamLoginUrl, async ({ request }) => {
      if (viewerOf(request) === null) return unauthorized();
      if (login === 'pending') return never();
      if (login === 'unavailable') return fail(steamMessages.notConfigured, 503);
      if (login === 'error') return serverError();
      return json({ authUrl: mockSteamLoginUrl });
    }),
    handle(disconnectSteam, ({ request }) => {
      if (viewerOf(request) === null) return unauthorized();
      if (writes === 'error') return serverError();
      library = [];
      lastSyncedAt = null;
      cooldown.seconds = 0;
      return json({ success: true, message: steamMessages.disconnected });
    }),
    handle(syncSteamLibrary, ({ request }) => {
      const viewer = viewerOf(request);
      return viewer === null ? unauthorized() : runSync(viewer);
    }),
    handle(importSteamWishlist, async ({ request }) => {
      if (viewerOf(request) === null) return unauthorized();
      if (wishlistImport === 'pending') return never();
      if (wishlistImport === 'private') return fail(steamMessages.wishlistPrivate, 403, STEAM_WISHLIST_PRIVATE);
      if (wishlistImport === 'unavailable') return fail(steamMessages.steamUnavailable, 503);
      await delay(150);
      const counts = { ...MOCK_STEAM_WISHLIST, imported: wishlistImported ? 0 : 4, alreadyInWishlist: wishlistImported ? 5 : 1 };
      wishlistImported = true;
      return json({ ...counts, message: steamMessages.wishlistImported(counts) });
    }),
    handle(listSteamGames, ({ request }) => {
      if (viewerOf(request) === null) return unauthorized();
      if (readsFail) return readsFail();
      const parsed = SteamGamesQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return invalid(parsed.error.issues[0]);
      const { mapped } = parsed.data;
      return json(apiOrder(mapped === undefined ? library : library.filter((g) => g.mapped === mapped)));
    }),
    handle(getSteamStats, ({ request }) => {
      if (viewerOf(request) === null) return unauthorized();
      if (readsFail) return readsFail();
      return json(stats());
    }),
    storeSuggestHandler(suggestSteamMatches, access, fixtureSteamSuggestions, suggestions),
    handle(mapSteamGame, async ({ request }) => {
      const viewer = viewerOf(request);
      if (viewer === null) return unauthorized();
      if (writes === 'error') return serverError();
      const parsed = SteamManualMappingRequestSchema.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error.issues[0]);
      const game = games.find((g) => g.id === parsed.data.gameId);
      if (!game) return json<ErrorBody>({ message: catalogMessages.gameNotFound, field: 'gameId' }, 404);
      const item = find(parsed.data.steamGameId);
      if (!item) return fail(steamMessages.libraryGameNotFound, 404);
      const updated: SteamLibraryGame = {
        ...item,
        mapped: true,
        manuallyMapped: true,
        igdbGame: linkedGameOf(game),
        inCollection: inAnyCollection(viewer, game.id),
      };
      library = library.map((g) => (g.id === item.id ? updated : g));
      return json(updated);
    }),
    handle(unmapSteamGame, ({ request, params }) => {
      if (viewerOf(request) === null) return unauthorized();
      if (writes === 'error') return serverError();
      const item = find(Number(params.id));
      if (!item) return fail(steamMessages.libraryGameNotFound, 404);
      library = library.map((g) =>
        g.id === item.id ? { ...g, mapped: false, manuallyMapped: true, igdbGame: null, inCollection: false } : g,
      );
      return json({ message: steamMessages.mappingRemoved });
    }),
    ...storeCollectionHandlers({ add: addSteamGameToCollection, bulkAdd: bulkAddSteamGames }, access, writes, steamMessages),
  ];
}

/**
 * Steam handler groups for stories and tests (one key, `steam`, covers every Steam call). Getters
 * give each story fresh state.
 */
export const steamHandlers = storeHandlerGroups(steamHandlersFor, {
  /** Never synced, and the Steam profile or its game details are private: the sync answers 403. */
  get privateProfile(): HttpHandler[] {
    return steamHandlersFor({ library: [], sync: 'privateProfile' });
  },
  /** Suggestions stay pending. */
  get suggestionsLoading(): HttpHandler[] {
    return steamHandlersFor({ suggestions: 'pending' });
  },
  /** Suggestions fail with a 500. */
  get suggestionsError(): HttpHandler[] {
    return steamHandlersFor({ suggestions: 'error' });
  },
  /** Steam linking is not configured on the server: the connect call answers 503. */
  get connectUnavailable(): HttpHandler[] {
    return steamHandlersFor({ library: [], login: 'unavailable' });
  },
  /** The connect call stays pending. */
  get connectPending(): HttpHandler[] {
    return steamHandlersFor({ library: [], login: 'pending' });
  },
});
