export const STEAM_SUGGESTION_LIMIT_DEFAULT = 5;
export const STEAM_SUGGESTION_LIMIT_MAX = 20;

/** The error codes the Steam link's return sends to the web app (`/mypage?error=…`). */
export const STEAM_LINK_ERRORS = ['verification_failed', 'processing_failed', 'account_in_use', 'maintenance'] as const;
export type SteamLinkError = (typeof STEAM_LINK_ERRORS)[number];

/** In the message of a 403 when the profile or its game details are not public (spec 3 §8). */
export const STEAM_PROFILE_PRIVATE = 'STEAM_PROFILE_PRIVATE';

/** The code of the 403 when the Steam wishlist is not visible (a private profile answers it empty). */
export const STEAM_WISHLIST_PRIVATE = 'STEAM_WISHLIST_PRIVATE';

/**
 * The most Steam wishlist items one import reads, in the user's order on Steam (a bound on one
 * request's work; the rest are counted `overLimit`, like items the wishlist's own rules refuse).
 */
export const STEAM_WISHLIST_IMPORT_MAX = 2_000;

/** How many Steam wishlist imports a user may start per minute (each is one Steam call). */
export const STEAM_WISHLIST_IMPORTS_PER_MINUTE = 3;

/** Steam's icon for an app from GetOwnedGames' `img_icon_url` hash. */
export const steamIconUrl = (appId: number, hash: string): string =>
  `https://media.steampowered.com/steamcommunity/public/images/apps/${appId}/${hash}.jpg`;
