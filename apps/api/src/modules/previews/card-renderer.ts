import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import { PREVIEW_IMAGE_HEIGHT, PREVIEW_IMAGE_WIDTH } from '@gameshelf/contracts';
import { cardLayout, pictureSizes, type CardNode } from './card-layout.ts';
import type { PreviewCard } from './preview-card.ts';
import type { RemoteImages } from './remote-images.ts';

/** A rendered card: the PNG, and whether every picture loaded (a card with a placeholder is not kept for long). */
export type RenderedCard = { png: Buffer; complete: boolean };

/** Draws a card as a PNG. */
export type CardRenderer = (card: PreviewCard) => Promise<RenderedCard>;

let fonts: Font[] | null = null;

/**
 * Pretendard (regular and bold), read once per process: satori takes OTF, not WOFF2, and keeps its
 * parsed glyphs for the same array, so every card after the first skips the parsing.
 */
function pretendard(): Font[] {
  if (fonts) return fonts;
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve('pretendard/package.json')), 'dist/public/static');
  const font = (weight: 400 | 700, file: string): Font => ({
    name: 'Pretendard',
    data: readFileSync(path.join(dir, file)),
    weight,
    style: 'normal',
  });
  fonts = [font(400, 'Pretendard-Regular.otf'), font(700, 'Pretendard-Bold.otf')];
  return fonts;
}

/**
 * Parses the fonts before the first card is asked for (server.ts, in the background): the first
 * layout of a process costs about a second, every later one milliseconds.
 */
export async function warmCardRenderer(): Promise<void> {
  const text: CardNode = { type: 'div', props: { style: { display: 'flex', fontWeight: 700 }, children: '게임셸프 Gameshelf 0123' } };
  await satori(text as Parameters<typeof satori>[0], { width: PREVIEW_IMAGE_WIDTH, height: PREVIEW_IMAGE_HEIGHT, fonts: pretendard() });
}

/** The satori (layout to SVG) and resvg (SVG to PNG) renderer, fetching the card's pictures first. */
export function createCardRenderer(images: RemoteImages): CardRenderer {
  return async (card) => {
    const sizes = pictureSizes(card);
    const pictures = await Promise.all(sizes.map((size, i) => images.load(card.images[i]!, size.width, size.height)));
    const svg = await satori(cardLayout(card, pictures) as Parameters<typeof satori>[0], {
      width: PREVIEW_IMAGE_WIDTH,
      height: PREVIEW_IMAGE_HEIGHT,
      fonts: pretendard(),
    });
    // Satori draws text as paths: resvg needs no fonts (loading the system's costs more than the drawing).
    const png = new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
    return { png, complete: pictures.every((p) => p !== null) };
  };
}
