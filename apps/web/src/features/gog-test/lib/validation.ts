import { gogMessages, type GogTestApiType } from '@gameshelf/contracts';

/** The exchange box (spec 3 §5): something must be pasted. */
export function validateExchange(input: string): string | null {
  return input.trim() ? null : gogMessages.testCodeRequired;
}

export interface ApiTestInput {
  accessToken: string;
  apiType: GogTestApiType;
  apiUrl: string;
}

/** The API tester (spec 3 §5): a token always, a URL for a custom call; the first problem, by field. */
export function validateApiTest({
  accessToken,
  apiType,
  apiUrl,
}: ApiTestInput): { field: 'accessToken' | 'apiUrl'; message: string } | null {
  if (!accessToken.trim()) return { field: 'accessToken', message: gogMessages.testTokenRequired };
  if (apiType === 'custom' && !apiUrl.trim()) return { field: 'apiUrl', message: gogMessages.testUrlRequired };
  return null;
}
