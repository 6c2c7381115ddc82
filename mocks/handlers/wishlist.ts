import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import {
  apiPaths,
  gameDisplayName,
  WishlistAddRequestSchema,
  WishlistQuerySchema,
  type ErrorBody,
  type MessageResponse,
  type WishlistCheck,
  type WishlistEntry,
  type WishlistPage,
  accountMessages,
  catalogMessages,
  commonMessages,
  wishlistMessages,
} from '@gameshelf/contracts';
import { games } from '../fixtures/games.ts';
import { genres } from '../fixtures/genres.ts';
import { makeWishlistEntry, wishlistGameIds } from '../fixtures/wishlist.ts';

/** Matches the API path on any origin. The check route comes first: `:id` would capture `check`. */
const route = {
  list: `*${apiPaths.wishlist}`,
  item: `*${apiPaths.wishlistItemPattern}`,
  check: `*${apiPaths.wishlistCheckPattern}`,
} as const;

const errorBody = (message: string): ErrorBody => ({ message });
const unauthorized = () => HttpResponse.json<ErrorBody>(errorBody(accountMessages.loginRequired), { status: 401 });
const serverError = () => HttpResponse.json<ErrorBody>(errorBody(commonMessages.internalError), { status: 500 });
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
    http.get<{ id: string }, never, WishlistCheck | ErrorBody>(route.check, ({ request, params }) =>
      hasBearer(request) ? HttpResponse.json({ inWishlist: entries.some((e) => e.gameId === Number(params.id)) }) : unauthorized(),
    ),
    http.get<never, never, WishlistPage | ErrorBody>(route.list, ({ request }) => {
      if (!hasBearer(request)) return unauthorized();
      const parsed = WishlistQuerySchema.safeParse(rawQuery(new URL(request.url)));
      if (!parsed.success) return HttpResponse.json(errorBody(commonMessages.invalidRequest), { status: 400 });
      const { page, size, sortBy, sortOrder, platformCodes, genreIds } = parsed.data;
      const genreNames = new Set(genres.filter((g) => genreIds?.includes(g.id)).map((g) => g.name));
      const filtered = entries.filter(
        (e) =>
          (!platformCodes || platformCodes.some((code) => e.platformCodes.includes(code))) &&
          (!genreIds || e.genreNames.some((name) => genreNames.has(name))),
      );
      const direction = (sortOrder ?? (sortBy === 'name' ? 'asc' : 'desc')) === 'asc' ? 1 : -1;
      const sorted = [...filtered].sort((a, b) =>
        sortBy === 'name'
          ? gameDisplayName({ name: a.gameName, nameKo: a.gameNameKo }).localeCompare(
              gameDisplayName({ name: b.gameName, nameKo: b.gameNameKo }),
              'ko',
            ) * direction
          : (Date.parse(a.addedAt) - Date.parse(b.addedAt)) * direction,
      );
      const content = sorted.slice(page * size, (page + 1) * size);
      return HttpResponse.json({ content, page, size, last: (page + 1) * size >= sorted.length, totalElements: sorted.length });
    }),
    http.post<never, Record<string, unknown>, MessageResponse | ErrorBody>(route.list, async ({ request }) => {
      if (!hasBearer(request)) return unauthorized();
      const parsed = WishlistAddRequestSchema.safeParse(await request.json());
      if (!parsed.success) return HttpResponse.json(errorBody(commonMessages.invalidRequest), { status: 400 });
      const game = games.find((g) => g.id === parsed.data.gameId);
      if (!game) return HttpResponse.json(errorBody(catalogMessages.gameNotFound), { status: 404 });
      if (entries.some((e) => e.gameId === game.id)) return HttpResponse.json(errorBody(wishlistMessages.alreadyAdded), { status: 409 });
      const addedAt = new Date().toISOString();
      entries = [makeWishlistEntry(game, 0, { addedAt, updatedAt: addedAt }), ...entries];
      return HttpResponse.json({ message: wishlistMessages.added }, { status: 201 });
    }),
    http.delete<{ id: string }, never, MessageResponse | ErrorBody>(route.item, ({ request, params }) => {
      if (!hasBearer(request)) return unauthorized();
      const before = entries.length;
      entries = entries.filter((e) => e.gameId !== Number(params.id));
      return entries.length < before
        ? HttpResponse.json({ message: wishlistMessages.removed })
        : HttpResponse.json(errorBody(wishlistMessages.notInWishlist), { status: 404 });
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
    http.get(route.check, serverError),
    http.get(route.list, serverError),
    http.post(route.list, serverError),
    http.delete(route.item, serverError),
  ],
  /** Every call stays pending. */
  loading: [http.get(route.check, never), http.get(route.list, never), http.post(route.list, never), http.delete(route.item, never)],
};
