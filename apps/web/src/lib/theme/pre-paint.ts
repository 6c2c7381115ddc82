import { AUTH_STORAGE_KEY, CLOSED_NOTICES_KEY, FONTS_READY_KEY, GUEST_THEME_STORAGE_KEY } from '../storage-keys.ts';
import { THEME_COLORS } from './theme-colors.ts';

/**
 * What index.html's pre-paint theme script and theme-color tag are written with, by placeholder
 * (`'__AUTH_STORAGE_KEY__'` in index.html becomes `'auth-storage'`). The Vite plugin in
 * vite.config.ts fills them in, in dev and in the build, so the script reads the keys the app writes.
 * Only import-free modules here: the Vite config loads this file in Node.
 */
export const PRE_PAINT_VALUES = {
  AUTH_STORAGE_KEY,
  GUEST_THEME_STORAGE_KEY,
  FONTS_READY_KEY,
  CLOSED_NOTICES_KEY,
  THEME_COLOR_LIGHT: THEME_COLORS.light,
  THEME_COLOR_DARK: THEME_COLORS.dark,
} as const;

const PLACEHOLDER = /__([A-Z][A-Z0-9_]*)__/g;

const isPrePaintName = (name: string): name is keyof typeof PRE_PAINT_VALUES => Object.hasOwn(PRE_PAINT_VALUES, name);

/** The page with every placeholder filled in. An unknown one is an error: a typo would silently break the script. */
export function fillPrePaintValues(html: string): string {
  return html.replace(PLACEHOLDER, (placeholder, name: string) => {
    if (!isPrePaintName(name)) throw new Error(`index.html: unknown placeholder ${placeholder}`);
    return PRE_PAINT_VALUES[name];
  });
}
