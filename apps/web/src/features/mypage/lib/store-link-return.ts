import { STEAM_LINK_ERRORS, steamMessages, type SteamLinkError } from '@gameshelf/contracts';
import { paths } from '../../../config/paths.ts';

/** The query parameters a store link's return puts on /mypage (spec 3 §2.2). */
export const STORE_LINK_RETURN_PARAMS = ['steamConnected', 'gogConnected', 'error'] as const;

/** What my page does with them: go on to the linked library, show why linking failed, or nothing. */
export type StoreLinkReturn = { kind: 'library'; to: string } | { kind: 'failed'; message: string } | null;

const isSteamLinkError = (code: string): code is SteamLinkError => (STEAM_LINK_ERRORS as readonly string[]).includes(code);

/** The link failure toast: the reason's message (verification_failed, processing_failed, account_in_use), else the generic one. */
export const linkErrorMessage = (code: string): string =>
  isSteamLinkError(code) ? steamMessages.linkErrors[code] : steamMessages.linkFailedGeneric;

export function storeLinkReturn(params: URLSearchParams): StoreLinkReturn {
  if (params.get('steamConnected') === 'true') return { kind: 'library', to: `${paths.steamLibrary}?connected=true` };
  if (params.get('gogConnected') === 'true') return { kind: 'library', to: `${paths.gogLibrary}?connected=true` };
  const error = params.get('error');
  if (error !== null) return { kind: 'failed', message: linkErrorMessage(error) };
  return null;
}

/** The same query without the return's parameters (others are kept). */
export function withoutStoreLinkReturn(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of STORE_LINK_RETURN_PARAMS) next.delete(name);
  return next;
}
