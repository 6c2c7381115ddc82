import type { Path } from 'react-router-dom';
import { REDIRECT_PATH_KEY } from './storage-keys.ts';

/**
 * Only an in-app path is a redirect target: it must start with one '/', so a stored value can never
 * send the visitor to another site ('//evil.example') or back into the sign-in pages (a loop).
 */
export function isSafeRedirectPath(value: string | null | undefined): value is string {
  return !!value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && !value.startsWith('/auth/');
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
