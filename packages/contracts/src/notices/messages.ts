/** Notice copy (spec 2 §2, §8). Korean spec strings verbatim. */
export const noticeMessages = {
  loadFailed: '공지사항을 불러오는 중 오류가 발생했습니다.',
  invalidId: '잘못된 공지사항 ID입니다.',
  notFound: '공지사항을 찾을 수 없습니다.',
  titleRequired: '공지사항 제목을 입력해주세요.',
  titleTooLong: '공지사항 제목은 100자까지 입력할 수 있습니다.',
  contentRequired: '공지사항 내용을 입력해주세요.',
  contentTooLong: '공지사항 내용은 50,000자까지 입력할 수 있습니다.',
  summaryTooLong: '요약은 200자까지 입력할 수 있습니다.',
  created: '공지사항이 등록되었습니다.',
  updated: '공지사항이 수정되었습니다.',
  deleted: '공지사항이 삭제되었습니다.',
} as const;
