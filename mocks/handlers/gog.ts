import { delay, HttpResponse, type HttpHandler } from 'msw';
import {
  addGogGameToCollection,
  bulkAddGogGames,
  catalogMessages,
  connectGog,
  disconnectGog,
  extractGogCode,
  gogConnectInputError,
  getGogAuthUrl,
  getGogStats,
  GOG_REFRESH_TOKEN_EXPIRED,
  GOG_TOKEN_EXPIRED,
  GogConnectRequestSchema,
  GogGamesQuerySchema,
  GogMapRequestSchema,
  gogMessages,
  listGogGames,
  mapGogGame,
  STORE_SYNC_COOLDOWN_SECONDS,
  suggestGogMatches,
  syncGogLibrary,
  unmapGogGame,
  type ErrorBody,
  type GogLibraryGame,
  type GogStats,
  type MatchSuggestion,
  type SuccessMessage,
  type UserProfile,
  getOwnProfile,
} from '@gameshelf/contracts';
import { games } from '../fixtures/games.ts';
import { fixtureGogLibrary, GOG_LAST_SYNCED_AT, makeGogLinkedProfile, makeGogStats } from '../fixtures/gog.ts';
import { gameById, linkedGameOf, makeMatchSuggestion } from '../fixtures/steam.ts';
import { handle } from './endpoint.ts';
import { fail, invalid, never, serverError, unauthorized, json } from './replies.ts';
import {
  cooldownRefusal,
  storeCollectionHandlers,
  storeHandlerGroups,
  storeSuggestHandler,
  type StoreLibraryAccess,
} from './store-library.ts';
import { storeShelf } from './store-shelf.ts';
import { viewerOf } from './viewer.ts';

/** GOG's login page with the Galaxy client's redirect, as the API builds it; stories never open it. */
export const mockGogLoginUrl =
  'https://auth.gog.com/auth?client_id=46899977096215655&redirect_uri=https%3A%2F%2Fembed.gog.com%2Fon_login_success%3Forigin%3Dclient&response_type=code&layout=client2';

/** The address GOG shows after login, as a user pastes it (the code is made up). */
export const mockGogLoginSuccessUrl = 'https://embed.gog.com/on_login_success?origin=client&code=mockGogCode_3fK9xQ2LmZ7tR8vW';

/** A sync the server answered but could not complete (`success: false`). */
export const GOG_SYNC_REFUSED_MESSAGE = 'GOG에서 게임 목록을 받지 못했습니다. 잠시 후 다시 시도해주세요.';

/** What `syncGogLibrary` does in a handler group. */
export type GogSyncBehaviour =
  'ok' | 'slow' | 'pending' | 'cooldown' | 'tokenExpired' | 'refreshExpired' | 'refused' | 'unavailable' | 'error' | 'notLinked';

/** What `connectGog` does with a pasted address or code that holds one. */
export type GogConnectBehaviour = 'ok' | 'invalidCode' | 'accountInUse' | 'unavailable' | 'error' | 'pending';

export interface GogMockOptions {
  /** The library before any sync (default: the ten fixture games). */
  library?: readonly GogLibraryGame[];
  /** What a sync loads (default: the fixture library). */
  syncedLibrary?: readonly GogLibraryGame[];
  sync?: GogSyncBehaviour;
  /** Seconds of cooldown left at the start (stats report it; a sync meanwhile answers 429). */
  cooldownSeconds?: number;
  /** GOG already refused to renew the link's tokens: stats say so (the banner). */
  authExpired?: boolean;
  /** The library and stats reads: answered, failing with a 500, or pending. */
  reads?: 'ok' | 'error' | 'pending';
  /** Adds to collections, mapping changes and disconnect: answered or failing with a 500. */
  writes?: 'ok' | 'error';
  /** `getGogAuthUrl`: the login address, a 500, or pending. */
  authUrl?: 'ok' | 'error' | 'pending';
  connect?: GogConnectBehaviour;
}

/** The API's order: mapped games first, then as stored. */
const apiOrder = (list: GogLibraryGame[]) => [...list].sort((a, b) => Number(b.mapped) - Number(a.mapped) || a.id - b.id);

/** `suggestGogMatches` per library item, best first; items not listed have none. */
const fixtureGogSuggestions: Readonly<Record<number, readonly MatchSuggestion[]>> = {
  // Divinity: Original Sin 2 is not in the catalog; Baldur's Gate 3 comes closest.
  210: [makeMatchSuggestion(4, 0.34)],
};

/**
 * A signed-in user's GOG link and library held in memory, answering every GOG call the way
 * the API does (the contract's bodies and Korean messages, `success: false` for a bad pasted code,
 * the cooldown's 429 with SYNC_COOLDOWN, the expired sign-in's 401 with GOG_TOKEN_EXPIRED or
 * GOG_REFRESH_TOKEN_EXPIRED, 409 for a game already in the collection). Each call starts from its own copy.
 */
export function gogHandlersFor(options: GogMockOptions = {}): HttpHandler[] {
  const { sync = 'ok', reads = 'ok', writes = 'ok', authUrl = 'ok', connect = 'ok' } = options;
  let library: GogLibraryGame[] = (options.library ?? fixtureGogLibrary).map((g) => ({ ...g }));
  let lastSyncedAt: string | null = library.length ? GOG_LAST_SYNCED_AT : null;
  const cooldown = { seconds: options.cooldownSeconds ?? 0 };
  let authExpired = options.authExpired ?? false;
  const shelf = storeShelf();
  const catalogId = (g: GogLibraryGame) => (g.igdbGame ? Number(g.igdbGame.id) : null);
  const access: StoreLibraryAccess<GogLibraryGame> = {
    list: () => library,
    catalogId,
    shelf,
    markCollected: (viewer, gameId) => {
      library = library.map((g) => (catalogId(g) === gameId ? { ...g, inCollection: shelf.holds(viewer, gameId) } : g));
    },
    notFound: gogMessages.libraryGameNotFound,
  };

  const stats = (): GogStats =>
    makeGogStats(library, { cooldownActive: cooldown.seconds > 0, remainingSeconds: cooldown.seconds, lastSyncedAt, authExpired });
  const find = (id: number) => library.find((g) => g.id === id);
  const readsFail = reads === 'error' ? serverError : reads === 'pending' ? never : null;

  async function runSync(viewer: number) {
    switch (sync) {
      case 'pending':
        return never();
      case 'notLinked':
        return fail(gogMessages.notLinked, 400);
      case 'tokenExpired':
        return fail(gogMessages.tokenExpired, 401, GOG_TOKEN_EXPIRED);
      case 'refreshExpired':
        authExpired = true;
        return fail(gogMessages.refreshTokenExpired, 401, GOG_REFRESH_TOKEN_EXPIRED);
      case 'refused':
        return json({ success: false, message: GOG_SYNC_REFUSED_MESSAGE });
      case 'unavailable':
        return fail(gogMessages.gogUnavailable, 503);
      case 'error':
        return serverError();
      default:
    }
    const tooSoon = cooldownRefusal(cooldown, sync === 'cooldown', gogMessages.cooldown);
    if (tooSoon) return tooSoon;
    if (sync === 'slow') await delay(600);
    // The user's own choices (a manual match, or "no match") survive the sync.
    const kept = new Map(library.filter((g) => g.manuallyMapped).map((g) => [g.id, g]));
    library = (options.syncedLibrary ?? fixtureGogLibrary).map((g) => {
      const { igdbGame, ...item } = g;
      const game = kept.has(g.id) ? kept.get(g.id)!.igdbGame : igdbGame;
      return {
        ...item,
        mapped: game !== undefined,
        manuallyMapped: kept.has(g.id),
        inCollection: game ? shelf.holds(viewer, Number(game.id)) : false,
        ...(game && { igdbGame: game }),
      };
    });
    lastSyncedAt = GOG_LAST_SYNCED_AT;
    cooldown.seconds = STORE_SYNC_COOLDOWN_SECONDS;
    const mapped = library.filter((g) => g.mapped).length;
    return json({
      success: true,
      message: gogMessages.synced(library.length, mapped),
      syncResult: { totalGames: library.length, mappedGames: mapped },
    });
  }

  async function runConnect(urlOrCode: string) {
    // The API's rule: the code after `code=`, or the bare code; nothing usable answers success false.
    if (!extractGogCode(urlOrCode)) {
      return json<SuccessMessage>({ success: false, message: gogConnectInputError(urlOrCode) ?? gogMessages.noCodeFound });
    }
    switch (connect) {
      case 'pending':
        return never();
      case 'invalidCode':
        return json<SuccessMessage>({ success: false, message: gogMessages.invalidCode });
      case 'accountInUse':
        return json<SuccessMessage>({ success: false, message: gogMessages.accountInUse });
      case 'unavailable':
        return fail(gogMessages.gogUnavailable, 503);
      case 'error':
        return serverError();
      default:
        authExpired = false;
        return json<SuccessMessage>({ success: true, message: gogMessages.connected });
    }
  }

  return [
    handle(getGogAuthUrl, ({ request }) => {
      if (viewerOf(request) === null) return unauthorized();
      if (authUrl === 'pending') return never();
      if (authUrl === 'error') return serverError();
      return json({ authUrl: mockGogLoginUrl });
    }),
    handle(connectGog, async ({ request }) => {
      if (viewerOf(request) === null) return unauthorized();
      const parsed = GogConnectRequestSchema.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error.issues[0]);
      return runConnect(parsed.data.urlOrCode);
    }),
    handle(disconnectGog, ({ request }) => {
      if (viewerOf(request) === null) return unauthorized();
      if (writes === 'error') return serverError();
      library = [];
      lastSyncedAt = null;
      cooldown.seconds = 0;
      authExpired = false;
      return json({ success: true, message: gogMessages.disconnected });
    }),
    handle(syncGogLibrary, ({ request }) => {
      const viewer = viewerOf(request);
      return viewer === null ? unauthorized() : runSync(viewer);
    }),
    handle(listGogGames, ({ request }) => {
      if (viewerOf(request) === null) return unauthorized();
      if (readsFail) return readsFail();
      const parsed = GogGamesQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return invalid(parsed.error.issues[0]);
      return json(apiOrder(parsed.data.onlyMapped ? library.filter((g) => g.mapped) : library));
    }),
    handle(getGogStats, ({ request }) => {
      if (viewerOf(request) === null) return unauthorized();
      if (readsFail) return readsFail();
      return json(stats());
    }),
    storeSuggestHandler(suggestGogMatches, access, fixtureGogSuggestions),
    handle(mapGogGame, async ({ request, params }) => {
      const viewer = viewerOf(request);
      if (viewer === null) return unauthorized();
      if (writes === 'error') return serverError();
      const parsed = GogMapRequestSchema.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error.issues[0]);
      if (!games.some((g) => g.id === parsed.data.gameId)) {
        return json<ErrorBody>({ message: catalogMessages.gameNotFound, field: 'gameId' }, 404);
      }
      const item = find(Number(params.id));
      if (!item) return fail(gogMessages.libraryGameNotFound, 404);
      const game = gameById(parsed.data.gameId);
      const updated: GogLibraryGame = {
        ...item,
        mapped: true,
        manuallyMapped: true,
        inCollection: shelf.holds(viewer, game.id),
        igdbGame: { ...linkedGameOf(game), id: String(game.id), firstReleaseDate: game.firstReleaseDate },
      };
      library = library.map((g) => (g.id === item.id ? updated : g));
      return json(updated);
    }),
    handle(unmapGogGame, ({ request, params }) => {
      if (viewerOf(request) === null) return unauthorized();
      if (writes === 'error') return serverError();
      const item = find(Number(params.id));
      if (!item) return fail(gogMessages.libraryGameNotFound, 404);
      library = library.map((g) => {
        if (g.id !== item.id) return g;
        const { igdbGame: _unlinked, ...rest } = g;
        return { ...rest, mapped: false, manuallyMapped: true, inCollection: false };
      });
      return json({ message: gogMessages.mappingRemoved });
    }),
    ...storeCollectionHandlers({ add: addGogGameToCollection, bulkAdd: bulkAddGogGames }, access, writes, gogMessages),
  ];
}

/**
 * GOG handler groups for stories and tests (one key, `gog`, covers every GOG call). Getters
 * give each story fresh state.
 */
export const gogHandlers = storeHandlerGroups(gogHandlersFor, {
  /** GOG's access token expired and could not be renewed: the sync answers 401 GOG_TOKEN_EXPIRED. */
  get tokenExpired(): HttpHandler[] {
    return gogHandlersFor({ sync: 'tokenExpired' });
  },
  /** GOG refuses to renew the link: the sync answers 401 GOG_REFRESH_TOKEN_EXPIRED, then stats say authExpired. */
  get refreshExpired(): HttpHandler[] {
    return gogHandlersFor({ sync: 'refreshExpired' });
  },
  /** The link expired before: stats say authExpired (the banner on load), and a sync answers 401. */
  get authExpired(): HttpHandler[] {
    return gogHandlersFor({ authExpired: true, sync: 'refreshExpired' });
  },
  /** The stats never answer (the screen has only the profile's last sync); the rest as `loaded`. */
  get statsPending(): HttpHandler[] {
    return [handle(getGogStats, () => never()), ...gogHandlersFor()];
  },
  /** The sync answers `success: false` with the server's message. */
  get syncRefused(): HttpHandler[] {
    return gogHandlersFor({ sync: 'refused' });
  },
  /** Not linked yet: the login address and a connect that succeeds for any pasted code. */
  get connect(): HttpHandler[] {
    return gogHandlersFor({ library: [] });
  },
  /** The login address fails with a 500. */
  get authUrlError(): HttpHandler[] {
    return gogHandlersFor({ library: [], authUrl: 'error' });
  },
  /** The login address stays pending. */
  get authUrlPending(): HttpHandler[] {
    return gogHandlersFor({ library: [], authUrl: 'pending' });
  },
  /** The pasted code is wrong or used: connect answers `success: false` with the server's message. */
  get connectInvalidCode(): HttpHandler[] {
    return gogHandlersFor({ library: [], connect: 'invalidCode' });
  },
  /** The GOG account belongs to another user: connect answers `success: false`. */
  get connectAccountInUse(): HttpHandler[] {
    return gogHandlersFor({ library: [], connect: 'accountInUse' });
  },
  /** Connect fails with a 500. */
  get connectError(): HttpHandler[] {
    return gogHandlersFor({ library: [], connect: 'error' });
  },
  /** GOG cannot be reached: connect answers 503 with the server's message. */
  get connectUnavailable(): HttpHandler[] {
    return gogHandlersFor({ library: [], connect: 'unavailable' });
  },
  /** Connect stays pending. */
  get connectPending(): HttpHandler[] {
    return gogHandlersFor({ library: [], connect: 'pending' });
  },
});

/** The own profile answering the given one to a signed-in request. */
const profileAnswer = (profile: UserProfile): HttpHandler[] => [
  handle(getOwnProfile, ({ request }) => (viewerOf(request) === null ? unauthorized() : HttpResponse.json(profile))),
];

/**
 * The story user's own profile with GOG linked, under the key `profile`: the library counts the
 * cooldown from its `gogLastSyncedAt` when the stats report none.
 */
export const gogProfileHandlers = {
  /** Linked, last synced at GOG_LAST_SYNCED_AT. */
  get linked(): HttpHandler[] {
    return profileAnswer(makeGogLinkedProfile());
  },
  /** Linked, last synced at the given time (a story holds the clock near it). */
  syncedAt(gogLastSyncedAt: string): HttpHandler[] {
    return profileAnswer(makeGogLinkedProfile({ gogLastSyncedAt }));
  },
  /** Linked, never synced. */
  get neverSynced(): HttpHandler[] {
    return profileAnswer(makeGogLinkedProfile({ gogLastSyncedAt: null }));
  },
};
