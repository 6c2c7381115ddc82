import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

let merging = true;

/** Merge class names; later Tailwind classes win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  return merging ? twMerge(joined) : joined;
}

/**
 * Builds tailwind-merge's class tables now (its first call does: tens of milliseconds on a phone), so
 * that a caller can do it in a task of its own instead of inside a long render.
 */
export function prepareClassMerging(): void {
  twMerge('');
}

/**
 * Runs `render` with class lists joined but not merged. Only for hydrating markup the server rendered
 * with merged lists: hydration keeps the elements' attributes as they are, so the lists it computes are
 * never applied, and any later render merges again (and writes the merged list the element already has).
 */
export function withoutClassMerging<T>(render: () => T): T {
  merging = false;
  try {
    return render();
  } finally {
    merging = true;
  }
}
