import { GOG_TEST_API_TYPES, type GogTestApiType } from '@gameshelf/contracts';

/** The API tester's kinds (spec 3 §2.6), in the select's order. */
export const API_TYPE_LABELS: Record<GogTestApiType, string> = {
  'user-info': '사용자 정보',
  'owned-games': '보유 게임 목록',
  custom: '직접 입력한 URL',
};

export const API_TYPE_OPTIONS = GOG_TEST_API_TYPES.map((value) => ({ value, label: API_TYPE_LABELS[value] }));

export const isApiType = (value: string): value is GogTestApiType => (GOG_TEST_API_TYPES as readonly string[]).includes(value);

/** The label of a type the server echoes back; the raw value if it is not one of ours. */
export const apiTypeLabel = (value: string): string => (isApiType(value) ? API_TYPE_LABELS[value] : value);
