/*
 * The codes of GOG's expired sign-in, in a module of their own: the web app's API client reads them on
 * every screen, and the rest of the GOG values (popup size, sorts, code extraction) stay out of the
 * first visit's JavaScript.
 */

/** In the message (and code) of a 401 when GOG's access token expired and could not be renewed. */
export const GOG_TOKEN_EXPIRED = 'GOG_TOKEN_EXPIRED';
/** In the message (and code) of a 401 when GOG refused to renew the tokens: the user must sign in again. */
export const GOG_REFRESH_TOKEN_EXPIRED = 'GOG_REFRESH_TOKEN_EXPIRED';
