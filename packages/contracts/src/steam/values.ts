export const STEAM_SUGGESTION_LIMIT_DEFAULT = 5;
export const STEAM_SUGGESTION_LIMIT_MAX = 20;

/** The error codes the Steam link's return sends to the web app (`/mypage?error=…`). */
export const STEAM_LINK_ERRORS = ['verification_failed', 'processing_failed', 'account_in_use', 'maintenance'] as const;
export type SteamLinkError = (typeof STEAM_LINK_ERRORS)[number];

/** In the message of a 403 when the profile or its game details are not public (spec 3 §8). */
export const STEAM_PROFILE_PRIVATE = 'STEAM_PROFILE_PRIVATE';

/** Steam's icon for an app from GetOwnedGames' `img_icon_url` hash. */
export const steamIconUrl = (appId: number, hash: string): string =>
  `https://media.steampowered.com/steamcommunity/public/images/apps/${appId}/${hash}.jpg`;
