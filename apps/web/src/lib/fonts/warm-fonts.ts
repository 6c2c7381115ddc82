import { FONTS_READY_KEY } from '../storage-keys.ts';
import { nextTask } from '../next-task.ts';

/**
 * Pretendard from the second screen on (docs/decisions.md, "First visits paint in the system's font").
 * A first visit paints in the device's Korean font: Pretendard's files for a page are 150-200 KB, which
 * a phone on a slow network would fetch before the first paint. Once the page has settled, the files
 * its text needs are downloaded in the background, only into the cache: decoding a font is work on the
 * page's main thread, left for when it is used. The next screen of this visit, and every page after
 * (index.html's pre-paint script reads the flag), leads its font stacks with Pretendard (`data-fonts` on
 * <html>, packages/ui/src/styles.css).
 */

const FAMILY = 'Pretendard Variable';

/** One file of a font: where it is, and the code points it covers (inclusive ranges). */
export interface FontFile {
  url: string;
  ranges: Array<[number, number]>;
}

/** `U+AC00-AC5F, U+4??, U+131` as inclusive code point ranges (`?` is any hex digit). */
export function parseUnicodeRange(value: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const part of value.split(',')) {
    const match = /^\s*U\+([0-9a-f?]{1,6})(?:-([0-9a-f]{1,6}))?\s*$/i.exec(part);
    if (!match) continue;
    const [, first = '', last] = match;
    const start = parseInt(first.replaceAll('?', '0'), 16);
    const end = last ? parseInt(last, 16) : parseInt(first.replaceAll('?', 'f'), 16);
    ranges.push([start, end]);
  }
  return ranges;
}

/** The minimal view of a CSS rule this module reads (CSSFontFaceRule in a browser). */
type RuleLike = { type: number; style?: { getPropertyValue(name: string): string } };
const FONT_FACE_RULE = 5;

/** The files of the bundled font's `@font-face` rules in `rules` (the page's stylesheets). */
export function bundledFontFiles(rules: Iterable<RuleLike>): FontFile[] {
  const files: FontFile[] = [];
  for (const rule of rules) {
    if (rule.type !== FONT_FACE_RULE || !rule.style) continue;
    if (rule.style.getPropertyValue('font-family').replace(/["']/g, '').trim() !== FAMILY) continue;
    const url = /url\(\s*["']?([^"')]+)["']?\s*\)/.exec(rule.style.getPropertyValue('src'))?.[1];
    if (!url) continue;
    const range = rule.style.getPropertyValue('unicode-range');
    files.push({ url, ranges: range ? parseUnicodeRange(range) : [[0, 0x10ffff]] });
  }
  return files;
}

/**
 * The files that hold at least one character of `text`, in the order of `files`. Looked up by binary
 * search over every file's ranges sorted by their start: Pretendard's Korean subsets have hundreds of
 * ranges each, and trying each of a page's characters against each file took a long task on a phone.
 */
export function filesForText(text: string, files: FontFile[]): string[] {
  const ranges = files.flatMap((file, index) => file.ranges.map(([start, end]) => ({ start, end, index })));
  ranges.sort((a, b) => a.start - b.start);
  // The largest end among the ranges up to each position: the backward scan below stops once below it.
  const reach: number[] = [];
  ranges.forEach((range, i) => reach.push(Math.max(range.end, reach[i - 1] ?? -1)));
  const needed = new Set<number>();
  const codePoints = new Set<number>();
  for (const character of text) codePoints.add(character.codePointAt(0)!);
  for (const codePoint of codePoints) {
    // The first range starting after the code point; every range that holds it is before.
    let low = 0;
    let high = ranges.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (ranges[middle]!.start <= codePoint) low = middle + 1;
      else high = middle;
    }
    for (let i = low - 1; i >= 0 && reach[i]! >= codePoint; i--) {
      if (ranges[i]!.end >= codePoint) needed.add(ranges[i]!.index);
    }
  }
  return files.filter((_, index) => needed.has(index)).map((file) => file.url);
}

let warmed = false;

/** Whether this page has downloaded Pretendard's files for its text (the next screen may switch). */
export const fontsWarmed = (): boolean => warmed;

/** Pretendard leads the font stacks from now on, once its files are here. */
export function switchToBundledFonts(root: HTMLElement = document.documentElement): void {
  if (warmed) root.setAttribute('data-fonts', '');
}

/**
 * Downloads the files of `files` that `text` needs, at low priority, and remembers that this browser
 * has them. Nothing on the page changes: the switch comes with the next screen. When a file cannot
 * load (offline), the flag stays unset and later pages keep the system's font.
 */
export async function warmBundledFonts(
  text: string,
  files: FontFile[],
  fetchFile: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init),
  storage: Pick<Storage, 'setItem'> = localStorage,
): Promise<void> {
  const urls = filesForText(text, files);
  if (urls.length === 0) return;
  try {
    const requests: Promise<Response>[] = [];
    for (const [index, url] of urls.entries()) {
      // Starting a request costs the main thread milliseconds on a phone (Lighthouse counted one task
      // starting seven as 116 ms of `fetch` at 4× throttling): one request per task.
      if (index > 0) await nextTask();
      const request = fetchFile(url, { priority: 'low' });
      // Handled below with the others; not reported as unhandled while the next task waits.
      request.catch(() => {});
      requests.push(request);
    }
    const responses = await Promise.all(requests);
    if (!responses.every((response) => response.ok)) return;
    // The bodies are read so the files are whole in the cache.
    await Promise.all(responses.map((response) => response.arrayBuffer()));
    warmed = true;
    storage.setItem(FONTS_READY_KEY, '1');
  } catch {
    // A file that does not load leaves the system's font, which is already on screen.
  }
}

/** Whether <html> already leads with Pretendard (a returning browser): nothing to warm. */
export const bundledFontsInUse = (root: HTMLElement = document.documentElement): boolean => root.hasAttribute('data-fonts');
