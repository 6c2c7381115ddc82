import { GameSchema, type Game, type GamePage } from '@gameshelf/contracts';

/**
 * Each game object's JSON as UTF-8 bytes: list pages, the page cache and the per-game cache share
 * objects. Bytes, not text: a page is sent as one buffer joined from its games' bytes, so no answer
 * encodes the same Korean-heavy text again (encoding and measuring a page's string was about a fifth
 * of a search answer's server time).
 */
const gameBytesOf = new WeakMap<Game, Buffer>();
/** Each page object's JSON bytes (pages are cached objects too). */
const pageBytesOf = new WeakMap<GamePage, Buffer>();

const COMMA = Buffer.from(',');
const CONTENT_START = Buffer.from('{"content":[');

/** A game as JSON text, validated against the contract (and stripped to its fields). */
export function gameJson(game: Game): string {
  return JSON.stringify(GameSchema.parse(game));
}

/** A game as JSON bytes, validated once per game object rather than on every answer that carries it. */
export function gameBytes(game: Game): Buffer {
  let bytes = gameBytesOf.get(game);
  if (bytes === undefined) {
    bytes = Buffer.from(gameJson(game));
    gameBytesOf.set(game, bytes);
  }
  return bytes;
}

/** A page of games as JSON bytes, the shape of GamePageSchema, from its games' bytes. */
export function gamePageBytes(page: GamePage): Buffer {
  let bytes = pageBytesOf.get(page);
  if (bytes === undefined) {
    const { content, page: number, size, last, totalElements } = page;
    const parts: Buffer[] = [CONTENT_START];
    content.forEach((game, i) => {
      if (i > 0) parts.push(COMMA);
      parts.push(gameBytes(game));
    });
    parts.push(
      Buffer.from(
        `],"page":${JSON.stringify(number)},"size":${JSON.stringify(size)},` +
          `"last":${JSON.stringify(last)},"totalElements":${JSON.stringify(totalElements)}}`,
      ),
    );
    bytes = Buffer.concat(parts);
    pageBytesOf.set(page, bytes);
  }
  return bytes;
}
