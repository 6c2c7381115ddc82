import { delay, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import {
  gameDisplayName,
  WISHLIST_DEFAULT_ORDER,
  WishlistAddRequestSchema,
  WishlistQuerySchema,
  WishlistUpdateRequestSchema,
  isOnSale,
  wishlistPriceRank,
  type ErrorBody,
  type WishlistEntry,
  accountMessages,
  catalogMessages,
  commonMessages,
  wishlistMessages,
  addWishlistGame,
  checkWishlistGame,
  listWishlist,
  removeWishlistGame,
  updateWishlistEntry,
  pageOf,
} from '@gameshelf/contracts';
import { games } from '../fixtures/games.ts';
import { genres } from '../fixtures/genres.ts';
import { makeWishlistEntry, wishlistGameIds } from '../fixtures/wishlist.ts';
import { handle } from './endpoint.ts';

// The check handler comes first: `:id` would capture `check`.

const errorBody = (message: string): ErrorBody => ({ message });
const json = <T extends JsonBodyType>(body: T, status = 200): HttpResponse<T> => HttpResponse.json(body, { status });
const unauthorized = () => json(errorBody(accountMessages.loginRequired), 401);
const serverError = () => json(errorBody(commonMessages.internalError), 500);
const hasBearer = (request: Request) => /^Bearer \S+/.test(request.headers.get('Authorization') ?? '');
const never = async (): Promise<never> => {
  await delay('infinite');
  throw new Error('unreachable');
};

function rawQuery(url: URL): Record<string, string | string[]> {
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    raw[key] = values.length > 1 ? values : values[0]!;
  }
  return raw;
}

/**
 * A signed-in user's wishlist held in memory, answering every wishlist call the way the API does
 * (filters, sorts, 409 on a duplicate, 404 for a game not in it). Each handler group gets its own.
 */
export function wishlistHandlersFor(initialGameIds: readonly number[]): HttpHandler[] {
  let entries: WishlistEntry[] = initialGameIds.flatMap((id, order) => {
    const game = games.find((g) => g.id === id);
    return game ? [makeWishlistEntry(game, order)] : [];
  });
  return [
    handle(checkWishlistGame, ({ request, params }) =>
      hasBearer(request) ? json({ inWishlist: entries.some((e) => e.gameId === Number(params.id)) }) : unauthorized(),
    ),
    handle(listWishlist, ({ request }) => {
      if (!hasBearer(request)) return unauthorized();
      const parsed = WishlistQuerySchema.safeParse(rawQuery(new URL(request.url)));
      if (!parsed.success) return json(errorBody(commonMessages.invalidRequest), 400);
      const { page, size, sortBy, sortOrder, platformCodes, genreIds, onSale } = parsed.data;
      const genreNames = new Set(genres.filter((g) => genreIds?.includes(g.id)).map((g) => g.name));
      const filtered = entries.filter(
        (e) =>
          (!platformCodes || platformCodes.some((code) => e.platformCodes.includes(code))) &&
          (!genreIds || e.genreNames.some((name) => genreNames.has(name))) &&
          (!onSale || isOnSale(e.price)),
      );
      const direction = (sortOrder ?? WISHLIST_DEFAULT_ORDER[sortBy]) === 'asc' ? 1 : -1;
      // Entries without the sorted value come last in either direction.
      const byValue = (x: number | null, y: number | null) => (x === y ? 0 : x === null ? 1 : y === null ? -1 : (x - y) * direction);
      const sorted = [...filtered].sort((a, b) => {
        if (sortBy === 'name')
          return (
            gameDisplayName({ name: a.gameName, nameKo: a.gameNameKo }).localeCompare(
              gameDisplayName({ name: b.gameName, nameKo: b.gameNameKo }),
              'ko',
            ) * direction
          );
        if (sortBy === 'price') return byValue(wishlistPriceRank(a.price), wishlistPriceRank(b.price));
        if (sortBy === 'discount') return byValue(a.price?.discountPercent ?? null, b.price?.discountPercent ?? null);
        return (Date.parse(a.addedAt) - Date.parse(b.addedAt)) * direction;
      });
      return json(pageOf(sorted, { page, size }));
    }),
    handle(addWishlistGame, async ({ request }) => {
      if (!hasBearer(request)) return unauthorized();
      const parsed = WishlistAddRequestSchema.safeParse(await request.json());
      if (!parsed.success) return json(errorBody(commonMessages.invalidRequest), 400);
      const game = games.find((g) => g.id === parsed.data.gameId);
      if (!game) return json(errorBody(catalogMessages.gameNotFound), 404);
      if (entries.some((e) => e.gameId === game.id)) return json(errorBody(wishlistMessages.alreadyAdded), 409);
      const addedAt = new Date().toISOString();
      entries = [makeWishlistEntry(game, 0, { addedAt, updatedAt: addedAt }), ...entries];
      return json({ message: wishlistMessages.added }, 201);
    }),
    handle(updateWishlistEntry, async ({ request, params }) => {
      if (!hasBearer(request)) return unauthorized();
      const parsed = WishlistUpdateRequestSchema.safeParse(await request.json());
      if (!parsed.success) return json(errorBody(parsed.error.issues[0]?.message ?? commonMessages.invalidRequest), 400);
      const entry = entries.find((e) => e.id === Number(params.id));
      if (!entry) return json(errorBody(wishlistMessages.entryNotFound), 404);
      const { priority, priceAlertEnabled, targetPrice } = parsed.data;
      const updated: WishlistEntry = {
        ...entry,
        ...(priority === undefined ? {} : { priority }),
        ...(priceAlertEnabled === undefined ? {} : { priceAlertEnabled }),
        ...(targetPrice === undefined ? {} : { targetPrice }),
        updatedAt: new Date().toISOString(),
      };
      entries = entries.map((e) => (e.id === entry.id ? updated : e));
      return json(updated);
    }),
    handle(removeWishlistGame, ({ request, params }) => {
      if (!hasBearer(request)) return unauthorized();
      const before = entries.length;
      entries = entries.filter((e) => e.gameId !== Number(params.id));
      return entries.length < before ? json({ message: wishlistMessages.removed }) : json(errorBody(wishlistMessages.notInWishlist), 404);
    }),
  ];
}

/** Wishlist handler groups for stories and tests. Call the factories for fresh state per story. */
export const wishlistHandlers = {
  /** Eight games in the wishlist; adds and removals are remembered. */
  get loaded(): HttpHandler[] {
    return wishlistHandlersFor(wishlistGameIds);
  },
  /** An empty wishlist that remembers what is added. */
  get empty(): HttpHandler[] {
    return wishlistHandlersFor([]);
  },
  /** Every call fails with a 500. */
  error: [
    handle(checkWishlistGame, serverError),
    handle(listWishlist, serverError),
    handle(addWishlistGame, serverError),
    handle(updateWishlistEntry, serverError),
    handle(removeWishlistGame, serverError),
  ],
  /** Every call stays pending. */
  loading: [
    handle(checkWishlistGame, never),
    handle(listWishlist, never),
    handle(addWishlistGame, never),
    handle(updateWishlistEntry, never),
    handle(removeWishlistGame, never),
  ],
};
