import type { Path } from 'react-router-dom';
import { REDIRECT_PATH_KEY } from './storage-keys.ts';

/** Stands in for our origin when a stored path is resolved the way a browser would resolve it. */
const OWN_ORIGIN = 'https://gameshelf.invalid';

/**
 * Only an in-app path is a redirect target: it must start with one '/' and still be on our origin once
 * resolved as a browser would (which drops tabs and newlines and reads a backslash as '/'), so a stored
 * value can never send the visitor to another site ('//evil.example', a backslash or a tab after the
 * first '/') or back into the sign-in pages (a loop). Control characters and backslashes are refused.
 */
export function isSafeRedirectPath(value: string | null | undefined): value is string {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (!value || !value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) return false;
  try {
    const url = new URL(value, OWN_ORIGIN);
    return url.origin === OWN_ORIGIN && !url.pathname.startsWith('/auth/');
  } catch {
    return false;
  }
}

/** Path plus query (and hash) of a router location. */
export const toPathString = ({ pathname, search = '', hash = '' }: Partial<Path> & { pathname: string }): string =>
  `${pathname}${search}${hash}`;

/** Remembers where to return after login; pages under /auth/ are never remembered. */
export function saveRedirectPath(path: string): void {
  if (!isSafeRedirectPath(path)) return;
  try {
    localStorage.setItem(REDIRECT_PATH_KEY, path);
  } catch {
    // Storage unavailable (private mode): after login the visitor lands on '/'.
  }
}

/** The remembered path if it is a safe target, else null. Does not clear it. */
export function readRedirectPath(): string | null {
  try {
    const value = localStorage.getItem(REDIRECT_PATH_KEY);
    return isSafeRedirectPath(value) ? value : null;
  } catch {
    return null;
  }
}

export function clearRedirectPath(): void {
  try {
    localStorage.removeItem(REDIRECT_PATH_KEY);
  } catch {
    // Nothing stored that could be read either.
  }
}

/** The remembered path (or '/') and forgets it: where a freshly signed-in visitor goes. */
export function takeRedirectPath(fallback = '/'): string {
  const path = readRedirectPath() ?? fallback;
  clearRedirectPath();
  return path;
}
