/**
 * User-facing Korean copy shared by the server (`message` fields) and the web app.
 * Strings the spec gives in Korean are verbatim; English-only spec strings are translated (docs/decisions.md).
 */
export const messages = {
  loading: '데이터를 불러오는 중...',
  retry: '다시 시도',
  gameNotFound: '게임을 찾을 수 없습니다.',
  gameListLoadFailed: '게임 목록을 불러오는데 실패했습니다.',
  invalidGameId: '잘못된 게임 ID입니다.',
  invalidRequest: '요청 값이 올바르지 않습니다.',
  notFound: '요청한 리소스를 찾을 수 없습니다.',
  pageNotFound: '페이지를 찾을 수 없습니다.',
  internalError: '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  httpError: (status: number) => `HTTP ${status} 오류가 발생했습니다.`,
  emptyGamesHint: '영어로 검색해 보세요. 예: Portal 2, Mario',
  /** Second line of the empty-list hint: Korean titles and 초성 work too (docs/decisions.md). */
  emptyGamesKoreanHint: '한글 제목이나 초성으로도 찾을 수 있어요. 예: 젤다, ㅇㄷㄹ',
  gameCount: (n: number) => `${n.toLocaleString('ko-KR')}개 게임`,
} as const;
