import { gogMessages } from './messages.ts';

/** The login popup's size (spec 3 §9). */
export const GOG_POPUP = { width: 600, height: 700 } as const;

export const GOG_SORTS = ['title', 'sync'] as const;
export type GogSort = (typeof GOG_SORTS)[number];

/** API kinds of the development test page's call tester (spec 3 §2.6). */
export const GOG_TEST_API_TYPES = ['user-info', 'owned-games', 'custom'] as const;
export type GogTestApiType = (typeof GOG_TEST_API_TYPES)[number];

/**
 * The authorization code in what the user pasted: the whole `…on_login_success?origin=client&code=…`
 * address, part of it, or the bare code (lgogdownloader's rule: the value after `code=` up to the next
 * `?` or `&`). Null when nothing usable is there.
 */
export function extractGogCode(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  const match = /(?:^|[?&#\s])code=([^?&#\s]+)/i.exec(text);
  const code = match ? safeDecode(match[1]!) : text;
  return /^[\w.~-]{8,2048}$/.test(code) ? code : null;
}

/** The connect guide (spec 3 §5): something must be pasted; null when it can be sent (the server finds the code). */
export function gogConnectInputError(input: string): string | null {
  return input.trim() ? null : gogMessages.inputRequired;
}

/** The test page's exchange (spec 3 §5): something must be pasted; null when it can be sent. */
export function gogTestCodeError(input: string): string | null {
  return input.trim() ? null : gogMessages.testCodeRequired;
}

/** The test page's API call (spec 3 §5): a token always, a URL for a custom call; the first problem, by field. */
export function gogTestApiError({
  accessToken,
  apiType,
  apiUrl,
}: {
  accessToken: string;
  apiType: GogTestApiType;
  apiUrl?: string | undefined;
}): { field: 'accessToken' | 'apiUrl'; message: string } | null {
  if (!accessToken.trim()) return { field: 'accessToken', message: gogMessages.testTokenRequired };
  if (apiType === 'custom' && !apiUrl?.trim()) return { field: 'apiUrl', message: gogMessages.testUrlRequired };
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The code in what the user pasted, or why there is none: `whenEmpty` when nothing was pasted (the
 * connect form and the test page ask in their own words), noCodeFound when no code is in it.
 */
export function readGogCode(input: string, whenEmpty: string): { code: string; problem: null } | { code: null; problem: string } {
  const code = extractGogCode(input);
  if (code) return { code, problem: null };
  return { code: null, problem: input.trim() ? gogMessages.noCodeFound : whenEmpty };
}
