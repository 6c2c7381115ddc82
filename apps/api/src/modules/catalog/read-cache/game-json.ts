import { GameSchema, type Game, type GamePage } from '@gameshelf/contracts';

/**
 * One game as its validated JSON in UTF-8 bytes (flags false, as a guest sees it), with where the
 * values of its two per-user flags start. Bytes, not objects: a page is sent as one buffer joined
 * from its games' bytes, so no answer validates or encodes the same Korean-heavy text again
 * (encoding and measuring a page's string was about a fifth of a search answer's server time), and
 * a signed-in caller's flags are laid over the bytes rather than serialized again. Caches hold these
 * (about 1.2 KB a game) rather than game objects (several times that, and work for the collector).
 */
export type GameJson = {
  readonly id: number;
  readonly bytes: Buffer;
  /** Offsets of the `false` after `"inWishlist":` and after `"inCollection":`. */
  readonly wishlistAt: number;
  readonly collectionAt: number;
};

/** A page of games as JSON pieces, in the shape of GamePageSchema. */
export type GameJsonPage = {
  readonly content: readonly GameJson[];
  readonly page: number;
  readonly size: number;
  readonly last: boolean;
  readonly totalElements: number;
};

/** Which games a signed-in caller has in their wishlist and in any collection. */
export type GameFlags = { readonly wishlist: ReadonlySet<number>; readonly collection: ReadonlySet<number> };

const TRUE = Buffer.from('true');
const FALSE = Buffer.from('false');
const COMMA = Buffer.from(',');
const CONTENT_START = Buffer.from('{"content":[');
const WISHLIST_KEY = Buffer.from('"inWishlist":');
const COLLECTION_KEY = Buffer.from('"inCollection":');

/** Each guest page's bytes (pages are cached objects). */
const pageBytesOf = new WeakMap<GameJsonPage, Buffer>();

/**
 * Where a flag's `false` starts. Inside a JSON string a quote is escaped, so `"inWishlist":` can
 * only be the key itself (and no nested object of a game has it).
 */
function flagValueAt(bytes: Buffer, key: Buffer): number {
  const at = bytes.indexOf(key);
  if (at < 0) throw new Error(`A game's JSON lacks ${key.toString()}`);
  return at + key.length;
}

/**
 * A game as JSON bytes, validated against the contract (and stripped to its fields), flags false.
 * The bytes get their own memory rather than a slice of Node's shared pool, so a cached game never
 * keeps other answers' pool memory alive.
 */
export function toGameJson(game: Game): GameJson {
  const text = JSON.stringify(GameSchema.parse({ ...game, inWishlist: false, inCollection: false }));
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return { id: game.id, bytes, wishlistAt: flagValueAt(bytes, WISHLIST_KEY), collectionAt: flagValueAt(bytes, COLLECTION_KEY) };
}

/** How much memory a cached game takes: its bytes plus the objects around them. */
export const gameJsonFootprint = (game: GameJson): number => game.bytes.length + 320;

/** Pushes a game's bytes, with the caller's flags laid over when one is set (no copy otherwise). */
function pushGame(parts: Buffer[], game: GameJson, flags: GameFlags | undefined): void {
  const wishlist = flags?.wishlist.has(game.id) ?? false;
  const collection = flags?.collection.has(game.id) ?? false;
  if (!wishlist && !collection) {
    parts.push(game.bytes);
    return;
  }
  const { bytes, wishlistAt, collectionAt } = game;
  const [first, firstSet, second, secondSet] =
    wishlistAt < collectionAt ? [wishlistAt, wishlist, collectionAt, collection] : [collectionAt, collection, wishlistAt, wishlist];
  parts.push(
    bytes.subarray(0, first),
    firstSet ? TRUE : FALSE,
    bytes.subarray(first + FALSE.length, second),
    secondSet ? TRUE : FALSE,
    bytes.subarray(second + FALSE.length),
  );
}

/** One game's JSON bytes, with a signed-in caller's flags when given. */
export function gameBytes(game: GameJson, flags?: GameFlags): Buffer {
  const parts: Buffer[] = [];
  pushGame(parts, game, flags);
  return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
}

/** A page as JSON bytes (GamePageSchema): kept per page object for guests, built with the caller's flags otherwise. */
export function gamePageBytes(page: GameJsonPage, callerFlags?: GameFlags): Buffer {
  // A caller with none of the page's games flagged gets the guests' bytes.
  const flags =
    callerFlags && page.content.some((g) => callerFlags.wishlist.has(g.id) || callerFlags.collection.has(g.id)) ? callerFlags : undefined;
  let bytes = flags ? undefined : pageBytesOf.get(page);
  if (bytes === undefined) {
    const { content, page: number, size, last, totalElements } = page;
    const parts: Buffer[] = [CONTENT_START];
    content.forEach((game, i) => {
      if (i > 0) parts.push(COMMA);
      pushGame(parts, game, flags);
    });
    parts.push(
      Buffer.from(
        `],"page":${JSON.stringify(number)},"size":${JSON.stringify(size)},` +
          `"last":${JSON.stringify(last)},"totalElements":${JSON.stringify(totalElements)}}`,
      ),
    );
    bytes = Buffer.concat(parts);
    if (!flags) pageBytesOf.set(page, bytes);
  }
  return bytes;
}

/** A game back as an object (for the few readers inside the server: home, store matching). */
export const gameOf = (game: GameJson): Game => GameSchema.parse(JSON.parse(game.bytes.toString('utf8')));

/** A page's games back as objects. */
export const gamePageOf = ({ content, page, size, last, totalElements }: GameJsonPage): GamePage => ({
  content: content.map(gameOf),
  page,
  size,
  last,
  totalElements,
});
