import { formatCount } from '../common/numbers.ts';
/** Catalog copy (spec 1 §2, §8). */
export const catalogMessages = {
  gameNotFound: '게임을 찾을 수 없습니다.',
  coverNotFound: '표지 이미지를 찾을 수 없습니다.',
  coverUnavailable: '표지 이미지를 지금은 불러올 수 없습니다. 잠시 후 다시 시도해 주세요.',
  gameListLoadFailed: '게임 목록을 불러오는데 실패했습니다.',
  invalidGameId: '잘못된 게임 ID입니다.',
  emptyGamesHint: '영어로 검색해 보세요. 예: Portal 2, Mario',
  /** Second line of the empty-list hint: Korean titles and 초성 work too (docs/decisions.md). */
  emptyGamesKoreanHint: '한글 제목이나 초성으로도 찾을 수 있어요. 예: 젤다, ㅇㄷㄹ',
  gameCount: (n: number) => `${formatCount(n)}개 게임`,
  minRatingAboveMax: 'minRating은 maxRating보다 클 수 없습니다.',
} as const;
