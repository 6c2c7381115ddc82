import { z } from 'zod';

/** The state cookie lives only for the round trip to the provider, only on the callback path. */
export const stateCookieName = (provider: string) => `gs_oauth_${provider}`;
export const STATE_COOKIE_MAX_AGE_SECONDS = 600;

/** What the state cookie holds: the state sent to the provider and the PKCE verifier, if any. */
export const StateCookieSchema = z.object({ state: z.string(), codeVerifier: z.string().nullable() });
