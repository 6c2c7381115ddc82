/** Admin tool copy (spec 3 §2.4, §8 "Admin"). Korean spec strings verbatim. */
export const adminMessages = {
  authRequired: '인증이 필요합니다.',
  adminRequired: '관리자 권한이 필요합니다.',
  userNotFound: '사용자를 찾을 수 없습니다.',
  requestFailed: '요청 처리 중 오류가 발생했습니다.',
  noUsers: '등록된 사용자가 없습니다.',
  invalidUserId: '사용자를 찾을 수 없습니다.',
  invalidActivityType: '알 수 없는 활동 유형입니다.',
  invalidDate: '날짜는 YYYY-MM-DD 형식이어야 합니다.',
  dateRangeReversed: '시작일은 종료일보다 늦을 수 없습니다.',
  queryTooLong: '검색어는 100글자 이하여야 합니다.',
  healthy: '관리자 API가 정상 동작 중입니다.',
} as const;
