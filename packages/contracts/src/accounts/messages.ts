/**
 * Copy for accounts, sessions and profiles (spec 1 §8, spec 2 §5 and §8).
 * Spec strings in Korean are verbatim; the rest follow the same tone (docs/decisions.md).
 */
export const accountMessages = {
  // Nickname and profile (spec 2 §5).
  displayNameRequired: '닉네임을 입력해주세요.',
  displayNameTooShort: '닉네임은 2글자 이상이어야 합니다.',
  displayNameTooLong: '닉네임은 20글자 이하여야 합니다.',
  displayNameCharacters: '닉네임은 한글/영문/숫자/언더스코어/공백만 사용 가능합니다.',
  displayNameSpacing: '닉네임의 공백은 단어 사이에 한 칸씩만 사용할 수 있습니다.',
  displayNameTaken: '이미 사용 중인 닉네임입니다.',
  displayNameAvailable: '사용 가능한 닉네임입니다.',
  bioTooLong: '자기소개는 30글자 이하여야 합니다.',
  profileLoadFailed: '프로필을 불러오는데 실패했습니다.',
  profileUpdateFailed: '프로필 수정 중 오류가 발생했습니다.',
  profileSetupFailed: '프로필 설정 중 오류가 발생했습니다.',
  settingsEmpty: '변경할 설정을 보내주세요.',
  darkModeSaveFailed: '다크모드 설정 변경에 실패했습니다.',
  notificationSaveFailed: '알림 설정 변경에 실패했습니다.',
  profileVisibilitySaveFailed: '프로필 공개 설정 변경에 실패했습니다.',
  profileNowPublic: '이제 누구나 내 프로필을 볼 수 있어요.',
  profileNowPrivate: '이제 내 프로필은 나만 볼 수 있어요.',
  logoutFailed: '로그아웃 중 오류가 발생했습니다.',

  // Sessions (spec 1 §8, spec 2 §8).
  loginRequired: '로그인이 필요합니다.',
  loginRequiredAgain: '로그인이 필요합니다. 다시 로그인해주세요.',
  authExpired: '인증이 만료되었습니다. 다시 로그인해주세요.',
  authRequiredAgain: '인증이 필요합니다. 다시 로그인해주세요.',
  invalidToken: '유효하지 않은 인증 정보입니다. 다시 로그인해주세요.',
  refreshTokenInvalid: '세션이 만료되었습니다. 다시 로그인해주세요.',
  loggedOut: '로그아웃되었습니다.',
  adminRequired: '관리자 권한이 필요합니다.',
  userNotFound: '사용자를 찾을 수 없습니다.',

  // Sign-in (spec 1 §2, §8).
  loginFailed: '로그인 실패',
  loginProcessingError: '로그인 처리 중 오류가 발생했습니다.',
  callbackTokensMissing: '토큰 정보가 누락되었습니다.',
  loginCodeInvalid: '로그인 정보가 만료되었거나 이미 사용되었습니다. 다시 로그인해주세요.',
  providerUnavailable: (provider: string) => `${provider} 로그인은 현재 사용할 수 없습니다.`,
  loginErrorAuthenticationFailed: '인증에 실패했습니다. 다시 로그인해주세요.',
  loginErrorOauth2Failure: '소셜 로그인 처리 중 오류가 발생했습니다. 다시 시도해주세요.',
  loginErrorMaintenance: '서비스 점검 중에는 로그인할 수 없습니다. 점검이 끝난 뒤 다시 시도해주세요.',
  loginErrorGeneric: '로그인 중 문제가 발생했습니다. 다시 시도해주세요.',
  devLoginOnlyInDevelopment: '개발 환경에서만 사용할 수 있습니다.',
  devLoginFailed: '개발용 로그인에 실패했습니다.',
  devUsernameRequired: '사용자 이름을 입력해주세요.',
  devUsernameTooShort: '사용자 이름은 2글자 이상이어야 합니다.',
  devUsernameTooLong: '사용자 이름은 30글자 이하여야 합니다.',
  devUsernameCharacters: '사용자 이름은 영문/숫자/언더스코어(_)/하이픈(-)만 사용 가능합니다.',
} as const;
