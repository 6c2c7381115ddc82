/**
 * The grid of game cards (the game list and the wishlist): 3 columns on phones, 4 from 480 px (spec 1 §2),
 * in the app's column of at most 600 px with 1rem gutters and 12 px between columns.
 */
export const GAME_GRID_CLASS = 'grid grid-cols-3 gap-x-3 gap-y-5 px-gutter min-[480px]:grid-cols-4';

/** A grid card's width (its cover's `sizes`), worked out from the classes above. */
export const GAME_GRID_COVER_SIZES = '(min-width: 600px) 133px, (min-width: 480px) calc((100vw - 68px) / 4), calc((100vw - 56px) / 3)';

/** A list row's cover (`w-20` in the game card). */
export const GAME_LIST_COVER_SIZES = '80px';
