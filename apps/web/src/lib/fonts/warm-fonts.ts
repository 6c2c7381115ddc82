import { FONTS_READY_KEY } from '../storage-keys.ts';

/**
 * Pretendard from the second screen on (docs/decisions.md, "First visits paint in the system's font").
 * A first visit paints in the device's Korean font: Pretendard's files for a page are 150-200 KB, which
 * a phone on a slow network would fetch before the first paint. Once the page has settled, its text's
 * Pretendard files are fetched in the background; the next screen of this visit, and every page after
 * (index.html's pre-paint script reads the flag), leads its font stacks with Pretendard
 * (`data-fonts` on <html>, packages/ui/src/styles.css).
 */

const FAMILY = '"Pretendard Variable"';
/** Enough of the page's text to name the glyph ranges it uses; more would only repeat them. */
const SAMPLE_CHARACTERS = 4_000;

let warmed = false;

/** Whether this page has fetched Pretendard's files for its text (the next screen may switch). */
export const fontsWarmed = (): boolean => warmed;

/** Pretendard leads the font stacks from now on: the page was showing the system's font. */
export function switchToBundledFonts(root: HTMLElement = document.documentElement): void {
  if (warmed) root.setAttribute('data-fonts', '');
}

/**
 * Fetches the Pretendard files that `text` needs, without using them, and remembers that this browser
 * has them. Nothing on the page changes: the switch comes with the next screen. Without the Font
 * Loading API, or when the files cannot load (offline), the flag stays unset and later pages keep the
 * system's font.
 */
export async function warmBundledFonts(
  text: string,
  fonts: Pick<FontFaceSet, 'load'> | undefined = document.fonts,
  storage: Pick<Storage, 'setItem'> = localStorage,
): Promise<void> {
  if (!fonts) return;
  try {
    const faces = await fonts.load(`1em ${FAMILY}`, text.slice(0, SAMPLE_CHARACTERS) || '게임셸프');
    if (faces.length === 0) return;
    warmed = true;
    storage.setItem(FONTS_READY_KEY, '1');
  } catch {
    // A file that does not load leaves the system's font, which is already on screen.
  }
}

/** Whether <html> already leads with Pretendard (a returning browser): nothing to warm. */
export const bundledFontsInUse = (root: HTMLElement = document.documentElement): boolean => root.hasAttribute('data-fonts');
