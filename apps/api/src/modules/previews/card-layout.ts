import { PREVIEW_IMAGE_HEIGHT, PREVIEW_IMAGE_WIDTH, SITE_NAME } from '@gameshelf/contracts';
import { clipped, type PreviewCard } from './preview-card.ts';

/** One node of satori's element tree (what JSX would build), without React. */
export type CardNode = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown>; children?: unknown } };

const h = (type: string, style: Record<string, unknown>, children?: unknown, props: Record<string, unknown> = {}): CardNode => ({
  type,
  props: { ...props, style, children },
});

const COLORS = {
  background: '#101318',

  text: '#f5f6f8',
  muted: '#a3a9b6',
  accent: '#7c9cff',
  chip: '#262b36',
} as const;

/** The size of each picture a kind of card shows (the renderer fetches them at this size). */
export function pictureSizes(card: PreviewCard): Array<{ width: number; height: number }> {
  switch (card.kind) {
    case 'game':
    case 'review':
      return card.images.slice(0, 1).map(() => ({ width: 330, height: 440 }));
    case 'collection':
      return card.images.slice(0, 4).map(() => ({ width: 220, height: 220 }));
    case 'profile':
      return card.images.slice(0, 1).map(() => ({ width: 300, height: 300 }));
    case 'notice':
      return [];
  }
}

/** A picture, or a designed placeholder (the title's first character on a panel) when it is missing. */
function picture(src: string | null, width: number, height: number, radius: number | string, initial: string): CardNode {
  if (src) return h('img', { width, height, borderRadius: radius, objectFit: 'cover' }, undefined, { src, width, height });
  return h(
    'div',
    {
      display: 'flex',
      width,
      height,
      borderRadius: radius,
      alignItems: 'center',
      justifyContent: 'center',
      backgroundColor: COLORS.chip,
      color: COLORS.accent,
      fontSize: Math.round(Math.min(width, height) * 0.4),
      fontWeight: 700,
    },
    initial,
  );
}

/** The width of the picture column of each kind (0: none). */
const VISUAL_WIDTH: Record<PreviewCard['kind'], number> = { game: 330, review: 330, profile: 300, collection: 452, notice: 0 };
const PADDING = 64;
const GAP = 56;

/** The title's size: smaller for a longer title, so it fits in three lines. */
const titleSize = (title: string): number => {
  const length = [...title].length;
  return length <= 12 ? 64 : length <= 24 ? 54 : 44;
};

function visual(card: PreviewCard, pictures: readonly (string | null)[]): CardNode | null {
  const initial = [...card.title][0] ?? SITE_NAME[0]!;
  switch (card.kind) {
    case 'game':
    case 'review':
      return picture(pictures[0] ?? null, 330, 440, 24, initial);
    case 'profile':
      return picture(pictures[0] ?? null, 300, 300, '50%', initial);
    case 'collection': {
      const tiles = [0, 1, 2, 3].map((i) => picture(pictures[i] ?? null, 220, 220, 16, i === 0 ? initial : ''));
      return h('div', { display: 'flex', flexWrap: 'wrap', width: 452, gap: 12 }, tiles);
    }
    case 'notice':
      return null;
  }
}

/**
 * The card as satori's element tree, PREVIEW_IMAGE_WIDTH × PREVIEW_IMAGE_HEIGHT: the picture on the
 * left, the label, title, subtitle, facts and quote on the right, the product's name at the bottom.
 * `pictures` are the card's images as data URLs, null where one could not be loaded.
 */
export function cardLayout(card: PreviewCard, pictures: readonly (string | null)[]): CardNode {
  const left = visual(card, pictures);
  const visualWidth = VISUAL_WIDTH[card.kind];
  const textWidth = PREVIEW_IMAGE_WIDTH - 2 * PADDING - (visualWidth > 0 ? visualWidth + GAP : 0);
  const title = clipped(card.title, 36);
  const text = h('div', { display: 'flex', flexDirection: 'column', width: textWidth, gap: 20 }, [
    h('div', { display: 'flex', color: COLORS.accent, fontSize: 30, fontWeight: 700 }, card.label),
    h('div', { display: 'flex', color: COLORS.text, fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.2 }, title),
    ...(card.subtitle ? [h('div', { display: 'flex', color: COLORS.muted, fontSize: 30 }, clipped(card.subtitle, 40))] : []),
    ...(card.facts.length > 0
      ? [
          h(
            'div',
            { display: 'flex', flexWrap: 'wrap', gap: 12 },
            card.facts.map((fact) =>
              h(
                'div',
                { display: 'flex', padding: '8px 18px', borderRadius: 999, backgroundColor: COLORS.chip, color: COLORS.text, fontSize: 26 },
                fact,
              ),
            ),
          ),
        ]
      : []),
    ...(card.quote ? [h('div', { display: 'flex', color: COLORS.muted, fontSize: 28, lineHeight: 1.45 }, `“${card.quote}”`)] : []),
  ]);
  // Solid fills only: a gradient over the whole card costs resvg several times the rest of the drawing.
  return h(
    'div',
    {
      display: 'flex',
      width: PREVIEW_IMAGE_WIDTH,
      height: PREVIEW_IMAGE_HEIGHT,
      padding: PADDING,
      paddingBottom: PADDING + 40,
      alignItems: 'center',
      gap: GAP,
      backgroundColor: COLORS.background,
      fontFamily: 'Pretendard',
    },
    [
      ...(left ? [left] : []),
      text,
      h(
        'div',
        { position: 'absolute', right: PADDING, bottom: 40, display: 'flex', color: COLORS.text, fontSize: 34, fontWeight: 700 },
        SITE_NAME,
      ),
    ],
  );
}
