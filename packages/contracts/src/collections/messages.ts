/** Collections copy (spec 2 §2, §5, §8; spec 1 §7, §8). Korean spec strings verbatim. */
export const collectionMessages = {
  // Name and form (spec 2 §5).
  nameRequired: '컬렉션 이름을 입력해주세요.',
  nameTooShort: '컬렉션 이름은 2글자 이상 입력해주세요.',
  nameTooLong: '컬렉션 이름은 10글자 이하로 입력해주세요.',
  nameCharacters: '컬렉션 이름에 쓸 수 없는 문자가 들어 있습니다.',
  saveFailed: '컬렉션 생성/수정 중 오류가 발생했습니다.',
  created: '컬렉션이 생성되었습니다.',
  updated: '컬렉션이 수정되었습니다.',
  deleted: '컬렉션이 삭제되었습니다.',
  deleteFailed: '컬렉션 삭제 중 오류가 발생했습니다.',
  deleteConfirmTitle: '컬렉션을 삭제할까요?',
  deleteConfirmDescription: '삭제한 컬렉션과 담긴 게임 기록은 되돌릴 수 없습니다.',

  // Loading and access (spec 2 §2, §8).
  notFound: '컬렉션을 찾을 수 없습니다.',
  privateCollection: '비공개 컬렉션입니다. 컬렉션 소유자만 볼 수 있습니다.',
  ownerOnly: '컬렉션 소유자만 변경할 수 있습니다.',
  loadFailed: '컬렉션을 불러올 수 없습니다.',
  infoLoadFailed: '컬렉션 정보를 불러올 수 없습니다.',
  listLoadFailed: '컬렉션 목록을 불러오는데 실패했습니다.',
  gamesLoadFailed: '게임 목록을 불러올 수 없습니다.',

  // Collected games (spec 2 §3, §5, §8).
  gameAlreadyInCollection: '이 컬렉션에 이미 존재하는 게임입니다.',
  gameAlreadyAdded: '이미 해당 컬렉션에 추가된 게임입니다.',
  addGameFailed: '게임을 컬렉션에 추가하는 중 오류가 발생했습니다.',
  gameAdded: '컬렉션에 추가되었습니다.',
  gameRemoved: '컬렉션에서 게임을 제거했습니다.',
  removeGameFailed: '게임 제거 중 오류가 발생했습니다.',
  gameUpdated: '게임 정보가 수정되었습니다.',
  gameUpdateFailed: '게임 정보 수정에 실패했습니다.',
  collectedGameNotFound: '컬렉션에서 게임을 찾을 수 없습니다.',
  collectedGameLoadFailed: '게임 정보를 불러올 수 없습니다.',
  requiredParamsMissing: '필수 정보가 누락되었습니다.',
  playtimeInvalid: '플레이 시간은 0~9999 사이의 정수로 입력해주세요.',
  completionInvalid: '진행률은 0~100 사이에서 5 단위로 입력해주세요.',
  priceInvalid: '구매 가격은 0원 이상의 숫자로 입력해주세요.',
  purchaseDateInvalid: '올바른 구매일을 입력해주세요.',
  purchaseDateFuture: '구매일은 오늘 이후로 입력할 수 없습니다.',
  purchaseDateTooEarly: '구매일은 1970년 1월 1일 이후로 입력해주세요.',
  purchasePlatformInvalid: '이 게임이 나온 플랫폼 중에서 골라주세요.',
  storeTooLong: '구매처는 50자 이하로 입력해주세요.',
  notesTooLong: '메모는 20자 이하로 입력해주세요.',

  // Likes (spec 2 §4, §8).
  likeOwn: '본인의 컬렉션에는 좋아요를 누를 수 없습니다.',
  likeFailed: '좋아요 처리 중 오류가 발생했습니다.',
} as const;
