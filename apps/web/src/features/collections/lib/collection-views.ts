import { type CollectionGame, type CollectionSummary, type PlayStatus } from '@gameshelf/contracts';

export type CollectionListSort = 'recent' | 'created' | 'name' | 'gameCount';
export const COLLECTION_LIST_SORTS: { value: CollectionListSort; label: string }[] = [
  { value: 'recent', label: '최근 수정순' },
  { value: 'created', label: '만든 순' },
  { value: 'name', label: '이름순' },
  { value: 'gameCount', label: '게임 많은순' },
];

/** Spec 2 §2: recent by updatedAt, 'created' oldest first, name, game count. */
export function sortCollections(list: readonly CollectionSummary[], sort: CollectionListSort): CollectionSummary[] {
  const sorted = [...list];
  switch (sort) {
    case 'created':
      return sorted.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
    case 'name':
      return sorted.sort((a, b) => a.name.localeCompare(b.name, 'ko'));
    case 'gameCount':
      return sorted.sort((a, b) => b.totalGamesCount - a.totalGamesCount || b.updatedAt.localeCompare(a.updatedAt));
    default:
      return sorted.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id);
  }
}

export type GameFilter = 'ALL' | PlayStatus;
export type GameSort = 'recent' | 'name' | 'playtime' | 'rating';
export const GAME_SORTS: { value: GameSort; label: string }[] = [
  { value: 'recent', label: '최근 추가순' },
  { value: 'name', label: '이름순' },
  { value: 'playtime', label: '플레이 시간순' },
  { value: 'rating', label: '평점순' },
];

const title = (g: CollectionGame) => g.gameNameKo ?? g.gameName;

/** Spec 2 §4: a status filter, then recent (newest added), name, playtime or rating (highest first). */
export function shelfGames(games: readonly CollectionGame[], filter: GameFilter, sort: GameSort): CollectionGame[] {
  const shown = games.filter((g) => filter === 'ALL' || g.playStatus === filter);
  switch (sort) {
    case 'name':
      return shown.sort((a, b) => title(a).localeCompare(title(b), 'ko'));
    case 'playtime':
      return shown.sort((a, b) => b.playtimeHours - a.playtimeHours);
    case 'rating':
      return shown.sort((a, b) => b.gameUserRatingAvg - a.gameUserRatingAvg);
    default:
      return shown.sort((a, b) => b.addedAt.localeCompare(a.addedAt));
  }
}

/**
 * Where the detail's back button goes (spec 2 §2): the game it came from, the profile it came from
 * (with its own origin), else explore for the public variant and the list for the owner's view.
 */
export function collectionBackTarget(search: URLSearchParams, isPublicVariant: boolean): { to: string; state?: { tab: string } } {
  const from = search.get('from');
  const gameId = search.get('gameId');
  const username = search.get('username');
  if (from === 'game-detail' && gameId && /^\d+$/.test(gameId)) return { to: `/game/${gameId}` };
  if (from === 'user-profile' && username) {
    return {
      to: `/user/${encodeURIComponent(username)}?from=${encodeURIComponent(search.get('originalFrom') ?? 'home')}`,
      state: { tab: 'collections' },
    };
  }
  return { to: isPublicVariant ? '/explore' : '/collection' };
}
