/**
 * The genre bar's ten colours, reused in order when there are more genres: as a fill for the bar's SVG
 * and as a background for the legend's swatches (Tailwind classes, written out so Tailwind finds them).
 */
export const GENRE_COLORS = [
  { fill: 'fill-violet-500', swatch: 'bg-violet-500' },
  { fill: 'fill-sky-500', swatch: 'bg-sky-500' },
  { fill: 'fill-emerald-500', swatch: 'bg-emerald-500' },
  { fill: 'fill-amber-500', swatch: 'bg-amber-500' },
  { fill: 'fill-rose-500', swatch: 'bg-rose-500' },
  { fill: 'fill-cyan-600', swatch: 'bg-cyan-600' },
  { fill: 'fill-lime-600', swatch: 'bg-lime-600' },
  { fill: 'fill-orange-500', swatch: 'bg-orange-500' },
  { fill: 'fill-fuchsia-500', swatch: 'bg-fuchsia-500' },
  { fill: 'fill-slate-500', swatch: 'bg-slate-500' },
] as const;

export const genreColor = (index: number): (typeof GENRE_COLORS)[number] => GENRE_COLORS[index % GENRE_COLORS.length]!;
