/**
 * Copy shared by every domain: generic API errors and loading states.
 * Strings the spec gives in Korean are verbatim; English-only spec strings are translated (docs/decisions.md).
 */
export const commonMessages = {
  loading: '데이터를 불러오는 중...',
  retry: '다시 시도',
  invalidRequest: '요청 값이 올바르지 않습니다.',
  notFound: '요청한 리소스를 찾을 수 없습니다.',
  pageNotFound: '페이지를 찾을 수 없습니다.',
  internalError: '서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
  serviceUnavailable: '지금은 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
  tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  networkError: '네트워크 연결을 확인해주세요.',
  unexpectedResponse: '서버 응답을 처리하지 못했습니다. 잠시 후 다시 시도해주세요.',
  httpError: (status: number) => `HTTP ${status} 오류가 발생했습니다.`,
  // The installed app (spec 3 §4 update prompts; offline use beyond the spec).
  updateAvailable: '새 버전이 준비되었어요.',
  updateConfirm: '새 버전이 있습니다. 업데이트하시겠습니까?',
  offlineReady: '이제 오프라인에서도 사용할 수 있어요.',
  offline: '오프라인 상태예요. 저장해 둔 내 컬렉션과 위시리스트만 볼 수 있어요.',
  offlineWrite: '오프라인 상태에서는 저장할 수 없어요. 인터넷에 연결한 뒤 다시 시도해주세요.',
} as const;

/**
 * What the server answers about a request's form before any domain sees it (the storable-text check,
 * Node's parser, date ranges in queries). Apart from `commonMessages` so the web's first screens, which
 * never show them but import `commonMessages`, do not carry them.
 */
export const requestMessages = {
  invalidCharacters: '입력할 수 없는 문자가 들어 있습니다. 확인 후 다시 시도해주세요.',
  uriTooLong: '주소가 너무 깁니다.',
  dateOutOfRange: '1970년 1월 1일부터 2099년 12월 31일 사이의 날짜를 입력해주세요.',
  /** An address or headers over 16 KB (Node's limit: it cannot tell which). */
  headersTooLarge: '요청 주소나 헤더가 너무 깁니다. 주소를 확인한 뒤 다시 시도해주세요.',
  requestTimeout: '요청 시간이 초과되었습니다. 다시 시도해주세요.',
} as const;
