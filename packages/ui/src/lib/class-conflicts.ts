import { twMerge } from 'tailwind-merge';

/**
 * The classes of `classList` that a later class of the list overrides (for example `px-4` in
 * `px-4 py-2 px-2`), as tailwind-merge sees them. For cn's development check only: a production build
 * drops this module with the check, and tailwind-merge with it.
 */
export function conflictingClasses(classList: string): string[] {
  const kept = new Set(twMerge(classList).split(' '));
  return classList.split(/\s+/).filter((name) => name !== '' && !kept.has(name));
}
