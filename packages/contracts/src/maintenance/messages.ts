/** Maintenance copy (spec 3 §2.5); the API's refusal and the `npm run maintenance` command's errors. */
export const maintenanceMessages = {
  writesRefused: '서비스 점검 중입니다. 점검이 끝난 뒤 다시 시도해주세요.',
  defaultTitle: '시스템 점검 중',
  /** The full-screen notice (spec 3 §2.5). */
  rangeLabel: '점검 시간',
  reasonLabel: '점검 내용',
  remainingLabel: '남은 시간',
  refresh: '점검 상태 확인',
  checking: '확인 중...',
  autoReload: '점검이 끝나면 자동으로 새로고침됩니다.',
  usage: '사용법: npm run maintenance -- on --from <ISO 시각> --to <ISO 시각> --title <제목> --message <안내문> | off | status',
  fromRequired: '--from 에 점검 시작 시각을 ISO 8601 형식으로 입력해주세요. (예: 2026-12-01T02:00:00+09:00)',
  toRequired: '--to 에 점검 종료 시각을 ISO 8601 형식으로 입력해주세요. (예: 2026-12-01T04:00:00+09:00)',
  invalidTime: (option: string, value: string) => `${option} 값 '${value}' 은(는) 올바른 ISO 8601 시각이 아닙니다.`,
  endBeforeStart: '점검 종료 시각은 시작 시각보다 늦어야 합니다.',
  endInPast: '점검 종료 시각이 이미 지났습니다.',
  titleRequired: '--title 에 점검 제목을 입력해주세요.',
  messageRequired: '--message 에 점검 안내문을 입력해주세요.',
  tooLong: (option: string, max: number) => `${option} 은(는) ${max}글자 이하여야 합니다.`,
} as const;
