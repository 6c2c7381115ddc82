/**
 * Pretendard's `@font-face` rules, a stylesheet of their own (packages/ui/src/fonts.css): a first visit
 * loads it once settled, before warming the font's files; a returning browser has it linked by
 * index.html's pre-paint script, and this import then finds it there and loads nothing.
 */
export const loadFontsStylesheet = (): Promise<unknown> => import('@gameshelf/ui/fonts.css');
