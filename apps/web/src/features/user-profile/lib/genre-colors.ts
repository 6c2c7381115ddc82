/** The genre bar's ten colours (Tailwind classes), reused in order when there are more genres. */
export const GENRE_COLORS = [
  'bg-violet-500',
  'bg-sky-500',
  'bg-emerald-500',
  'bg-amber-500',
  'bg-rose-500',
  'bg-cyan-600',
  'bg-lime-600',
  'bg-orange-500',
  'bg-fuchsia-500',
  'bg-slate-500',
] as const;

export const genreColor = (index: number): string => GENRE_COLORS[index % GENRE_COLORS.length]!;
