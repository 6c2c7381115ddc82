/** Info-correction suggestions (spec 1 §5, §7, §8). */
export const suggestionMessages = {
  required: '수정 제안 내용을 입력해주세요.',
  tooShort: '수정 제안은 5자 이상 입력해주세요.',
  tooLong: '수정 제안은 200자 이하로 입력해주세요.',
  dailyLimit: '같은 게임에 대한 수정 제안은 하루 3회까지 가능합니다.',
  sent: '수정 제안이 접수되었습니다. 감사합니다!',
  failed: '수정 제안 전송에 실패했습니다.',
  title: '정보 수정 제안',
  description: '잘못되었거나 빠진 정보를 알려주세요. 운영진이 확인 후 반영합니다.',
  placeholder: '예: 한국어 제목이 틀렸어요. 올바른 제목은 ...',
  submit: '제안하기',
  open: '정보 수정 제안',
} as const;
