import type { HttpHandler, HttpResponse } from 'msw';
import {
  collectionMessages,
  steamMessages,
  SteamSuggestQuerySchema,
  StoreAddToCollectionRequestSchema,
  StoreBulkAddRequestSchema,
  type addGogGameToCollection,
  type addSteamGameToCollection,
  type bulkAddGogGames,
  type bulkAddSteamGames,
  type ErrorBody,
  type MatchSuggestion,
  type suggestGogMatches,
  type suggestSteamMatches,
  cooldownMinutes,
  SYNC_COOLDOWN_CODE,
  bulkAddChoice,
} from '@gameshelf/contracts';
import { handle } from './endpoint.ts';
import { fail, invalid, json, never, serverError, unauthorized } from './replies.ts';
import type { storeShelf } from './store-shelf.ts';
import { viewerOf } from './viewer.ts';

/** What Steam's and GOG's library items have alike, for the calls both stores answer the same way. */
export interface StoreLibraryItem {
  id: number;
  mapped: boolean;
}

export interface StoreLibraryAccess<G extends StoreLibraryItem> {
  /** The library as it is now. */
  list: () => readonly G[];
  /** The catalog game an item is matched to, or null when unmapped. */
  catalogId: (item: G) => number | null;
  /** The collection shelf of the handler group. */
  shelf: ReturnType<typeof storeShelf>;
  /** After an add: the items of that catalog game are marked collected. */
  markCollected: (viewer: number, gameId: number) => void;
  /** The store's own words for a missing item. */
  notFound: string;
}

/** A store's endpoints for the calls every store library answers alike. */
export interface StoreLibraryEndpoints {
  add: typeof addSteamGameToCollection | typeof addGogGameToCollection;
  bulkAdd: typeof bulkAddSteamGames | typeof bulkAddGogGames;
}

/**
 * A store's add to a collection and bulk add, as the store library service answers them (its messages are shared by both stores): 201 with the added
 * message, 409 for a game the collection holds, 400 for an unmapped one, bulk adds that skip those.
 */
export function storeCollectionHandlers<G extends StoreLibraryItem>(
  endpoints: StoreLibraryEndpoints,
  library: StoreLibraryAccess<G>,
  writes: 'ok' | 'error',
  messages: { addedToCollection: string; unmappedNotAddable: string },
): HttpHandler[] {
  const { shelf, catalogId } = library;
  const find = (id: number) => library.list().find((g) => g.id === id);
  /** Adds one catalog game to a collection; false when it was there already. */
  const collect = (viewer: number, collectionId: number, gameId: number) => {
    if (!shelf.add(collectionId, gameId)) return false;
    library.markCollected(viewer, gameId);
    return true;
  };
  return [
    handle(endpoints.bulkAdd, async ({ request }) => {
      const viewer = viewerOf(request);
      if (viewer === null) return unauthorized();
      if (writes === 'error') return serverError();
      const parsed = StoreBulkAddRequestSchema.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error.issues[0]);
      const { collectionId, libraryGameIds } = parsed.data;
      if (!shelf.owns(viewer, collectionId)) return fail(collectionMessages.notFound, 404);
      const choice = bulkAddChoice(library.list(), libraryGameIds, (g) => catalogId(g) !== null);
      if ('refusal' in choice) {
        if (choice.refusal === 'notFound') return fail(library.notFound, 404);
        return fail(choice.refusal === 'unmapped' ? messages.unmappedNotAddable : steamMessages.bulkNothingMapped, 400);
      }
      const { chosen } = choice;
      const added = chosen.filter((g) => collect(viewer, collectionId, catalogId(g)!)).length;
      const skipped = chosen.length - added;
      return json({ message: steamMessages.bulkAdded(added, skipped), added, skipped });
    }),
    handle(endpoints.add, async ({ request, params }) => {
      const viewer = viewerOf(request);
      if (viewer === null) return unauthorized();
      if (writes === 'error') return serverError();
      const parsed = StoreAddToCollectionRequestSchema.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error.issues[0]);
      const item = find(Number(params.id));
      if (!item) return fail(library.notFound, 404);
      const gameId = catalogId(item);
      if (gameId === null) return fail(messages.unmappedNotAddable, 400);
      if (!shelf.owns(viewer, parsed.data.collectionId)) return fail(collectionMessages.notFound, 404);
      if (!collect(viewer, parsed.data.collectionId, gameId)) return fail(collectionMessages.gameAlreadyInCollection, 409);
      return json({ message: messages.addedToCollection }, 201);
    }),
  ];
}

/** A store's suggestions (`?limit=`): the fixture candidates of an item, best first (none unless listed). */
export function storeSuggestHandler<G extends StoreLibraryItem>(
  endpoint: typeof suggestSteamMatches | typeof suggestGogMatches,
  library: Pick<StoreLibraryAccess<G>, 'list' | 'notFound'>,
  suggestions: Readonly<Record<number, readonly MatchSuggestion[]>>,
  answer: 'ok' | 'error' | 'pending' = 'ok',
): HttpHandler {
  return handle(endpoint, ({ request, params }) => {
    if (viewerOf(request) === null) return unauthorized();
    if (answer === 'pending') return never();
    if (answer === 'error') return serverError();
    const parsed = SteamSuggestQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return invalid(parsed.error.issues[0]);
    const item = library.list().find((g) => g.id === Number(params.id));
    if (!item) return fail(library.notFound, 404);
    return json((suggestions[item.id] ?? []).slice(0, parsed.data.limit));
  });
}

/**
 * The sync cooldown as the store library service keeps it: while seconds are left (or when the group
 * refuses every sync as too soon, another device having synced 55 s ago) the 429 with SYNC_COOLDOWN,
 * after which the stats report the seconds left. Null when a sync may run.
 */
export function cooldownRefusal(
  cooldown: { seconds: number },
  alwaysTooSoon: boolean,
  message: (minutes: number) => string,
): HttpResponse<ErrorBody> | null {
  if (!alwaysTooSoon && cooldown.seconds === 0) return null;
  if (cooldown.seconds === 0) cooldown.seconds = 125;
  return fail(message(cooldownMinutes(cooldown.seconds)), 429, SYNC_COOLDOWN_CODE);
}

/** The options of a store's handler factory that the shared groups use. */
export interface StoreGroupOptions {
  library?: readonly never[];
  sync?: 'slow' | 'pending' | 'cooldown' | 'unavailable' | 'error' | 'notLinked';
  cooldownSeconds?: number;
  reads?: 'error' | 'pending';
  writes?: 'error';
}

/**
 * A store's handler groups (`steamHandlers`, `gogHandlers`): the states both stores have, built with
 * the store's factory, plus the store's own `extra` groups. Every group is a getter, so each story
 * gets fresh state.
 */
export function storeHandlerGroups<E extends object>(make: (options: StoreGroupOptions) => HttpHandler[], extra: E) {
  const shared = {
    /** The fixture library, synced before; a sync answers at once and starts the cooldown. */
    get loaded(): HttpHandler[] {
      return make({});
    },
    /** Linked but never synced: no games; a sync loads the fixture library. */
    get empty(): HttpHandler[] {
      return make({ library: [] });
    },
    /** The library, with a sync that stays in progress. */
    get syncing(): HttpHandler[] {
      return make({ sync: 'pending' });
    },
    /** The library, with a sync that takes 600 ms (a fixed delay) before answering. */
    get slowSync(): HttpHandler[] {
      return make({ sync: 'slow' });
    },
    /** Synced 55 s ago: stats report 125 s left and a sync answers 429 SYNC_COOLDOWN. */
    get cooldown(): HttpHandler[] {
      return make({ cooldownSeconds: 125, sync: 'cooldown' });
    },
    /** The library, but the server refuses a sync as too soon (another device synced): 429, then stats report 125 s. */
    get cooldownOnSync(): HttpHandler[] {
      return make({ sync: 'cooldown' });
    },
    /** The store cannot be reached: the sync answers 503 with the server's message. */
    get unavailable(): HttpHandler[] {
      return make({ sync: 'unavailable' });
    },
    /** The sync fails with a 500. */
    get syncError(): HttpHandler[] {
      return make({ sync: 'error' });
    },
    /** No account of the store linked: the sync answers 400. */
    get notLinked(): HttpHandler[] {
      return make({ library: [], sync: 'notLinked' });
    },
    /** The library and stats fail with a 500. */
    get error(): HttpHandler[] {
      return make({ reads: 'error' });
    },
    /** The library and stats stay pending. */
    get loading(): HttpHandler[] {
      return make({ reads: 'pending' });
    },
    /** Adding to collections, mapping changes and disconnect fail with a 500. */
    get writeError(): HttpHandler[] {
      return make({ writes: 'error' });
    },
  };
  // Copied as property descriptors: spreading would call the getters once and share their state.
  return Object.defineProperties(shared, Object.getOwnPropertyDescriptors(extra)) as typeof shared & E;
}
