/** Keys of collection queries, shared by the collection screens and the game page's add-to-collection sheet. */
export const collectionKeys = {
  all: ['collections'] as const,
  mine: () => [...collectionKeys.all, 'mine'] as const,
  details: () => [...collectionKeys.all, 'detail'] as const,
  detail: (id: number) => [...collectionKeys.details(), id] as const,
  collectedGame: (id: number, gameId: number) => [...collectionKeys.detail(id), 'game', gameId] as const,
  forGame: (gameId: number) => [...collectionKeys.all, 'for-game', gameId] as const,
  publicLists: () => [...collectionKeys.all, 'public'] as const,
  publicList: (q: string) => [...collectionKeys.publicLists(), q] as const,
};
