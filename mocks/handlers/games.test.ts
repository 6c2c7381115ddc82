import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import {
  ErrorBodySchema,
  GamePageSchema,
  GameSchema,
  GenreListSchema,
  toGameListSearchParams,
  type GameListParams,
  catalogMessages,
  getGame,
  listGames,
  listGenres,
  pathOf,
  searchGames,
} from '@gameshelf/contracts';
import { gamesHandlers, genresHandlers } from './games.ts';
import { fixtureGames, games, MISSING_GAME_ID } from '../fixtures/games.ts';
import { genreByName } from '../fixtures/genres.ts';

const BASE = 'http://localhost';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const getJson = async (path: string) => {
  const response = await fetch(`${BASE}${path}`);
  return { status: response.status, body: (await response.json()) as unknown };
};

const listPath = (params: GameListParams, path: string = listGames.path) => `${path}?${toGameListSearchParams(params).toString()}`;

describe('fixtures', () => {
  it('are valid contract games with unique ids and offline covers', () => {
    expect(games.length).toBeGreaterThanOrEqual(60);
    for (const game of games) {
      GameSchema.parse(game);
      for (const url of [game.coverImageUrl, game.localizedCoverImageUrl, ...game.screenshotUrls]) {
        if (url !== null) expect(url.startsWith('data:')).toBe(true);
      }
    }
    expect(new Set(games.map((g) => g.id)).size).toBe(games.length);
  });
});

describe('gamesHandlers.loaded', () => {
  it('pages the catalogue until `last`', async () => {
    server.use(...gamesHandlers.loaded);
    const pages = [];
    for (let page = 0; ; page++) {
      const { status, body } = await getJson(listPath({ page, size: 20 }));
      expect(status).toBe(200);
      const parsed = GamePageSchema.parse(body);
      pages.push(parsed);
      if (parsed.last) break;
    }
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.flatMap((p) => p.content)).toHaveLength(games.length);
    expect(pages[0]!.totalElements).toBe(games.length);
    expect(pages[0]!.content[0]!.id).toBe(1);
  });

  it('filters by keyword (Korean or original name), platform and genre', async () => {
    server.use(...gamesHandlers.loaded);
    const zelda = GamePageSchema.parse((await getJson(listPath({ keyword: '젤다' }, searchGames.path))).body);
    expect(zelda.content.map((g) => g.nameKo)).toEqual(['젤다의 전설 브레스 오브 더 와일드', '젤다의 전설 티어스 오브 더 킹덤']);
    const portal = GamePageSchema.parse((await getJson(listPath({ keyword: 'portal 2' }))).body);
    expect(portal.content.map((g) => g.id)).toEqual([fixtureGames.noKoreanName.id]);

    const racingOnPs5 = GamePageSchema.parse(
      (await getJson(listPath({ platformCodes: ['PS5'], genreIds: [genreByName('Racing').id] }))).body,
    );
    expect(racingOnPs5.content.map((g) => g.name)).toEqual(['Gran Turismo 7']);
    for (const game of racingOnPs5.content) expect(game.platformCodes).toContain('PS5');
  });

  it('sorts by name ascending and puts missing release dates last', async () => {
    server.use(...gamesHandlers.loaded);
    const byName = GamePageSchema.parse((await getJson(listPath({ sortBy: 'name', sortOrder: 'asc', size: 100 }))).body);
    const names = byName.content.map((g) => g.nameKo ?? g.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ko')));
    const byDate = GamePageSchema.parse((await getJson(listPath({ sortBy: 'releaseDate', size: 100 }))).body);
    expect(byDate.content.at(-1)!.firstReleaseDate).toBeNull();
  });

  it('answers a game by id, 404 for an unknown id and 400 for a malformed one', async () => {
    server.use(...gamesHandlers.loaded);
    const found = await getJson(pathOf(getGame.path, { id: fixtureGames.withScreenshots.id }));
    expect(GameSchema.parse(found.body).screenshotUrls).toHaveLength(4);
    const missing = await getJson(pathOf(getGame.path, { id: MISSING_GAME_ID }));
    expect(missing.status).toBe(404);
    expect(ErrorBodySchema.parse(missing.body).message).toBe(catalogMessages.gameNotFound);
    const malformed = await getJson(pathOf(getGame.path, { id: 'abc' }));
    expect(malformed.status).toBe(400);
    ErrorBodySchema.parse(malformed.body);
  });

  it('rejects an invalid query with 400', async () => {
    server.use(...gamesHandlers.loaded);
    const { status, body } = await getJson(`${listGames.path}?sortBy=nope`);
    expect(status).toBe(400);
    ErrorBodySchema.parse(body);
  });
});

describe('other game groups', () => {
  it('empty answers an empty last page', async () => {
    server.use(...gamesHandlers.empty);
    const page = GamePageSchema.parse((await getJson(listGames.path)).body);
    expect(page).toMatchObject({ content: [], last: true, totalElements: 0 });
  });

  it('error answers 500 with a message', async () => {
    server.use(...gamesHandlers.error);
    const { status, body } = await getJson(listGames.path);
    expect(status).toBe(500);
    ErrorBodySchema.parse(body);
  });

  it('notFound answers 404 for a known id', async () => {
    server.use(...gamesHandlers.notFound);
    expect((await getJson(pathOf(getGame.path, { id: 1 }))).status).toBe(404);
  });
});

describe('genresHandlers', () => {
  it('loaded answers contract genres with Korean display names', async () => {
    server.use(...genresHandlers.loaded);
    const list = GenreListSchema.parse((await getJson(listGenres.path)).body);
    expect(list.length).toBeGreaterThan(5);
    expect(list.find((g) => g.name === 'Role-playing (RPG)')?.displayName).toBe('롤플레잉');
  });

  it('every genre a fixture game names exists in the genre list', () => {
    for (const game of games) for (const name of game.genreNames) expect(() => genreByName(name as never)).not.toThrow();
  });
});
