/** Public profile copy (spec 2 §2, §8). Korean spec strings verbatim. */
export const profileMessages = {
  userNotFound: '사용자를 찾을 수 없습니다',
  privateProfileTitle: '비공개 프로필입니다',
  privateProfileDescription: '이 사용자의 프로필은 공개되지 않았습니다',
} as const;
