import { extractGogCode } from '@gameshelf/contracts';

/** What the exchange box shows under the pasted text, before anything is sent. */
export type ExtractionPreview =
  | { kind: 'empty' }
  /** `fromUrl`: the code came out of an address (`…?code=…`), not the bare text. */
  | { kind: 'found'; code: string; fromUrl: boolean }
  | { kind: 'none' };

/** The server's own rule (the contract's extractGogCode), run live on the input. */
export function previewExtraction(input: string): ExtractionPreview {
  const text = input.trim();
  if (!text) return { kind: 'empty' };
  const code = extractGogCode(text);
  if (!code) return { kind: 'none' };
  return { kind: 'found', code, fromUrl: code !== text };
}

/** The access token in the exchange's `tokenResponse` JSON text; null when it has none. */
export function accessTokenOf(tokenResponse: string | undefined): string | null {
  if (!tokenResponse) return null;
  try {
    const parsed: unknown = JSON.parse(tokenResponse);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const token = (parsed as Record<string, unknown>).access_token;
    return typeof token === 'string' && token !== '' ? token : null;
  } catch {
    return null;
  }
}
