/** Web push copy (issue 36): the settings switch and the subscription checks. */
export const pushMessages = {
  label: '푸시 알림',
  description: '알림을 이 기기에서도 받아요.',
  invalidEndpoint: '푸시 알림 주소가 올바르지 않습니다.',
  invalidKey: '푸시 알림 암호화 키가 올바르지 않습니다.',
  invalidAuth: '푸시 알림 인증 값이 올바르지 않습니다.',
  denied: '알림 권한이 차단되어 있어요. 브라우저의 사이트 설정에서 게임셸프의 알림을 허용한 뒤 다시 켜 주세요.',
  unsupported:
    '이 브라우저에서는 푸시 알림을 받을 수 없어요. 아이폰·아이패드에서는 Safari의 공유 버튼에서 "홈 화면에 추가"를 누른 뒤 앱에서 켜 주세요.',
  saved: '이 기기에서 푸시 알림을 받아요.',
  removed: '이 기기의 푸시 알림을 껐어요.',
  failed: '푸시 알림 설정을 바꾸지 못했습니다. 잠시 후 다시 시도해 주세요.',
} as const;
