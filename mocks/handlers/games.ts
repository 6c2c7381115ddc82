import { delay, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import {
  gameDisplayName,
  GameListQuerySchema,
  IdParamsSchema,
  type ErrorBody,
  type Game,
  type GameListQuery,
  type GamePage,
  catalogMessages,
  commonMessages,
  getGame,
  listGames,
  listGenres,
  searchGames,
  pageOf,
} from '@gameshelf/contracts';
import { games as gameFixtures } from '../fixtures/games.ts';
import { genres as genreFixtures } from '../fixtures/genres.ts';
import { handle } from './endpoint.ts';

const errorBody = (message: string): ErrorBody => ({ message });
const json = <T extends JsonBodyType>(body: T, status = 200): HttpResponse<T> => HttpResponse.json(body, { status });

// Search is registered before the `:id` pattern, which would otherwise capture the search path.

/** Reads a query string into the shape the contract schema expects (repeated keys become arrays). */
function rawQuery(url: URL): Record<string, string | string[]> {
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    raw[key] = values.length > 1 ? values : values[0]!;
  }
  return raw;
}

const compareNullable = (a: number | string | null, b: number | string | null, order: 1 | -1): number => {
  // Missing values always sort last, whichever the direction.
  if (a === null && b === null) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b, 'ko') * order;
  return ((a as number) - (b as number)) * order;
};

/** Filters, sorts and pages a catalogue the way the contract describes the game list. */
export function queryGames(catalogue: Game[], query: GameListQuery): GamePage {
  const keyword = query.keyword?.toLowerCase();
  const filtered = catalogue.filter((game) => {
    if (keyword && !`${game.name}\n${game.nameKo ?? ''}`.toLowerCase().includes(keyword)) return false;
    if (query.platformCodes && !query.platformCodes.some((code) => game.platformCodes.includes(code))) return false;
    if (query.genreIds) {
      const ids = new Set(query.genreIds);
      const gameGenreIds = genreFixtures.filter((g) => game.genreNames.includes(g.name)).map((g) => g.id);
      if (!gameGenreIds.some((id) => ids.has(id))) return false;
    }
    if (query.minRating !== undefined && (game.totalRating ?? -1) < query.minRating) return false;
    if (query.maxRating !== undefined && (game.totalRating ?? Infinity) > query.maxRating) return false;
    if (query.featured !== undefined && game.isFeatured !== query.featured) return false;
    return true;
  });

  const order = query.sortOrder === 'asc' ? 1 : -1;
  const rank = new Map(catalogue.map((g, i) => [g.id, i]));
  const sorted = [...filtered].sort((a, b) => {
    switch (query.sortBy) {
      case 'name':
        return compareNullable(gameDisplayName(a), gameDisplayName(b), order);
      case 'releaseDate':
        return compareNullable(a.firstReleaseDate, b.firstReleaseDate, order);
      case 'rating':
        return compareNullable(a.totalRating, b.totalRating, order) || a.id - b.id;
      case 'reviewCount':
        return compareNullable(a.userRatingCount, b.userRatingCount, order) || a.id - b.id;
      case 'recent':
        return compareNullable(a.createdAt, b.createdAt, order) || a.id - b.id;
      case 'popularity':
      default:
        // Catalogue order is popularity rank (first = most popular), so "desc" keeps it.
        return (rank.get(a.id)! - rank.get(b.id)!) * -order;
    }
  });

  return pageOf(sorted, query);
}

interface ListOptions {
  catalogue?: Game[];
  /** Fixed delay for pages after the first, so "loading more" is observable. */
  laterPageDelayMs?: number;
}

function listHandlers({ catalogue = gameFixtures, laterPageDelayMs = 0 }: ListOptions = {}): HttpHandler[] {
  const resolver = async ({ request }: { request: Request }) => {
    const parsed = GameListQuerySchema.safeParse(rawQuery(new URL(request.url)));
    if (!parsed.success) {
      return json(errorBody(commonMessages.invalidRequest), 400);
    }
    if (parsed.data.page > 0 && laterPageDelayMs > 0) await delay(laterPageDelayMs);
    return json<GamePage>(queryGames(catalogue, parsed.data));
  };
  return [handle(searchGames, resolver), handle(listGames, resolver)];
}

function detailHandler(catalogue: Game[] = gameFixtures): HttpHandler {
  return handle(getGame, ({ params }) => {
    const parsed = IdParamsSchema.safeParse(params);
    if (!parsed.success) return json(errorBody(catalogMessages.invalidGameId), 400);
    const game = catalogue.find((g) => g.id === parsed.data.id);
    if (!game) return json(errorBody(catalogMessages.gameNotFound), 404);
    return json(game);
  });
}

const never = async (): Promise<never> => {
  await delay('infinite');
  throw new Error('unreachable');
};

const serverError = () => json(errorBody(commonMessages.internalError), 500);

/**
 * Handler groups for the game endpoints (list, search and detail).
 * Each group covers all three so a story can swap the whole `games` key at once.
 */
export const gamesHandlers = {
  /** The 60-odd fixture games: 20 per page, so the list has several pages. */
  loaded: [...listHandlers(), detailHandler()],
  /** Like `loaded`, with later pages answering after a fixed 400 ms so infinite loading is visible. */
  paged: [...listHandlers({ laterPageDelayMs: 400 }), detailHandler()],
  /** The list is empty; every game id is unknown. */
  empty: [...listHandlers({ catalogue: [] }), detailHandler([])],
  /** Every call fails with 500 and the server's message. */
  error: [handle(searchGames, serverError), handle(listGames, serverError), handle(getGame, serverError)],
  /** Every call stays pending forever (loading states). */
  loading: [handle(searchGames, never), handle(listGames, never), handle(getGame, never)],
  /** The list works, but every detail call answers 404. */
  notFound: [...listHandlers(), detailHandler([])],
} satisfies Record<string, HttpHandler[]>;

/** List, search and detail handlers over a story's own catalogue (extra games a story needs). */
export function gamesHandlersFor(catalogue: Game[]): HttpHandler[] {
  return [...listHandlers({ catalogue }), detailHandler(catalogue)];
}

/** Handler groups for the genre list. */
export const genresHandlers = {
  loaded: [handle(listGenres, () => json(genreFixtures))],
  empty: [handle(listGenres, () => json([]))],
  error: [handle(listGenres, serverError)],
  loading: [handle(listGenres, never)],
} satisfies Record<string, HttpHandler[]>;
