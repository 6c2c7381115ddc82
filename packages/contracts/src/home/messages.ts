/** Home, landing and banner copy (spec 1 §2, §8). Korean spec strings verbatim. */
export const homeMessages = {
  loading: '데이터를 불러오는 중...',
  loadFailedTitle: '데이터 로드 실패',
  loadFailed: '데이터를 불러오는데 실패했습니다.',
  popularGamesUnavailable: '인기 게임 정보를 불러올 수 없습니다.',
  popularCollectionsUnavailable: '인기 컬렉션 정보를 불러올 수 없습니다.',
  sessionExpired: '인증이 만료되어 로그아웃됩니다.',

  // Banners (admin).
  bannerNotFound: '배너를 찾을 수 없습니다.',
  bannerTitleRequired: '배너 제목을 입력해주세요.',
  bannerTitleTooLong: '배너 제목은 50자까지 입력할 수 있습니다.',
  bannerDescriptionTooLong: '배너 설명은 200자까지 입력할 수 있습니다.',
  bannerImageInvalid: '배너 이미지는 업로드한 이미지나 https 주소만 쓸 수 있습니다.',
  bannerColorInvalid: '배경색은 #RRGGBB 형식으로 입력해주세요.',
  bannerLinkInvalid:
    '링크 종류에 맞는 주소를 입력해주세요. 앱 안 링크는 /로 시작하고, 외부 링크는 https 주소여야 하며, 링크 없음은 주소를 비워야 합니다.',
  bannerOrderInvalid: '표시 순서는 0 이상의 정수여야 합니다.',
  bannerCreated: '배너가 추가되었습니다.',
  bannerUpdated: '배너가 수정되었습니다.',
  bannerDeleted: '배너가 삭제되었습니다.',
  bannerOrderIncomplete: '모든 배너를 한 번씩 순서대로 보내주세요.',
} as const;
