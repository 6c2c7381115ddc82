import { fixtureCollections } from '../fixtures/collections.ts';

/**
 * Which of the fixture collections hold which catalog games, as a store library's adds change it:
 * each handler group starts from the fixtures and keeps its own copy.
 */
export function storeShelf() {
  // "collectionId:gameId".
  const collected = new Set(fixtureCollections.flatMap((c) => c.games.map((g) => `${c.summary.id}:${g.gameId}`)));
  return {
    /** The collection is the viewer's own. */
    owns: (viewer: number, collectionId: number) =>
      fixtureCollections.some((c) => c.summary.id === collectionId && c.summary.userId === viewer),
    /** One of the viewer's collections holds the game. */
    holds: (viewer: number, gameId: number) =>
      fixtureCollections.some((c) => c.summary.userId === viewer && collected.has(`${c.summary.id}:${gameId}`)),
    /** Adds the game; false when the collection held it already. */
    add(collectionId: number, gameId: number): boolean {
      const key = `${collectionId}:${gameId}`;
      if (collected.has(key)) return false;
      collected.add(key);
      return true;
    },
  };
}
