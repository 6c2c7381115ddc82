import { clsx, type ClassValue } from 'clsx';
import { conflictingClasses } from './class-conflicts';

/**
 * Joins class names. Lists are never merged at run time (tailwind-merge alone was 8.5 KB gzip of every
 * first visit, and tens of milliseconds of a phone's main thread): a component's classes and its
 * caller's must not set the same property, so a caller changes a look through a variant or a prop.
 * Development builds and tests check that rule on every call and throw on a conflict.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  if (import.meta.env.DEV) {
    const lost = conflictingClasses(joined);
    if (lost.length > 0) throw new Error(`cn: "${lost.join(' ')}" conflict with later classes in "${joined}"`);
  }
  return joined;
}
