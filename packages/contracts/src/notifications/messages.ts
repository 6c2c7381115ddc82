/** Notification copy (spec 2 §2, issue 36). */
export const notificationMessages = {
  empty: '새로운 알림이 없습니다.',
  loadFailed: '알림을 불러오는 중 오류가 발생했습니다.',
  more: '더 보기',
  unread: '읽지 않음',
  preferencesTitle: '알림 종류',
  preferencesHint: '알림을 켜면 종류별로 고를 수 있어요.',
  preferencesSaveFailed: '알림 설정을 저장하지 못했습니다.',
} as const;

/** The store names library sync notifications use. */
const LIBRARY_STORE_NAMES = { steam: 'Steam', gog: 'GOG' } as const;

/** A wishlisted game's release day came (kind `game_released`). */
export function gameReleasedCopy(game: { gameName: string }): { title: string; message: string } {
  return { title: '위시리스트 게임이 출시됐어요', message: `위시리스트에 담아 둔 ${game.gameName}, 이제 플레이할 수 있어요.` };
}

/** People liked one of my collections (kind `collection_liked`, one row per collection, raised again as likes come). */
export function collectionLikedCopy(like: { collectionName: string; likeCount: number }): { title: string; message: string } {
  return {
    title: '내 컬렉션에 좋아요가 달렸어요',
    message:
      like.likeCount <= 1
        ? `누군가 '${like.collectionName}' 컬렉션을 좋아해요.`
        : `${like.likeCount}명이 '${like.collectionName}' 컬렉션을 좋아해요.`,
  };
}

/** People found my review helpful (kind `review_helpful`, one row per review: 'N명이 …'). */
export function reviewHelpfulCopy(vote: { gameName: string; helpfulCount: number }): { title: string; message: string } {
  return {
    title: '내 리뷰가 도움이 됐어요',
    message: `${vote.helpfulCount}명이 ${vote.gameName} 리뷰를 도움됨으로 표시했어요.`,
  };
}

/** A store library sync matched games that were not matched before (kind `library_synced`). */
export function librarySyncedCopy(sync: { store: 'steam' | 'gog'; newMatches: number }): { title: string; message: string } {
  const store = LIBRARY_STORE_NAMES[sync.store];
  return {
    title: `${store} 라이브러리 동기화 완료`,
    message: `새로 연결된 게임이 ${sync.newMatches}개 있어요. 라이브러리에서 확인해 보세요.`,
  };
}
