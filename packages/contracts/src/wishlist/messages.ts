/** Wishlist copy (spec 1 §2, §7, §8; spec 2 §8). */
export const wishlistMessages = {
  added: '위시리스트에 추가되었습니다.',
  removed: '위시리스트에서 제거되었습니다.',
  alreadyAdded: '이미 위시리스트에 추가된 게임입니다.',
  notInWishlist: '위시리스트에 없는 게임입니다.',
  entryNotFound: '위시리스트 항목을 찾을 수 없습니다.',
  updated: '위시리스트 항목이 수정되었습니다.',
  updateEmpty: '변경할 항목을 보내주세요.',
  targetPriceRange: '목표 가격은 100원부터 1,000만 원까지 원 단위로 입력해 주세요.',
  processingFailed: '위시리스트 처리 중 오류가 발생했습니다.',
  removeFailed: '위시리스트 제거 중 오류가 발생했습니다.',
  loadFailed: '위시리스트를 불러오는데 실패했습니다.',
  emptyTitle: '위시리스트가 비어 있어요',
  emptyDescription: '갖고 싶은 게임을 위시리스트에 담아 보세요.',
  emptyFilteredTitle: '조건에 맞는 게임이 없어요',
  browseGames: '게임 둘러보기',
  undo: '실행 취소',
} as const;
