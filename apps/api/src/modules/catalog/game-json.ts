import { GameSchema, type Game, type GamePage } from '@gameshelf/contracts';

/** Each game object's JSON text: list pages, the page cache and the per-game cache share objects. */
const gameTexts = new WeakMap<Game, string>();
/** Each page object's JSON text (pages are cached objects too). */
const pageTexts = new WeakMap<GamePage, string>();

/**
 * A game as JSON text, validated against the contract (and stripped to its fields) once per game
 * object rather than on every answer that carries it.
 */
export function gameJson(game: Game): string {
  let text = gameTexts.get(game);
  if (text === undefined) {
    text = JSON.stringify(GameSchema.parse(game));
    gameTexts.set(game, text);
  }
  return text;
}

/** A page of games as JSON text, the shape of GamePageSchema, from its games' texts. */
export function gamePageJson(page: GamePage): string {
  let text = pageTexts.get(page);
  if (text === undefined) {
    const { content, page: number, size, last, totalElements } = page;
    text =
      `{"content":[${content.map(gameJson).join(',')}],"page":${JSON.stringify(number)},"size":${JSON.stringify(size)},` +
      `"last":${JSON.stringify(last)},"totalElements":${JSON.stringify(totalElements)}}`;
    pageTexts.set(page, text);
  }
  return text;
}
