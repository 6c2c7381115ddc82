import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const PURPOSE = 'steam-link';
/** Long enough to sign in at Steam (and type a Steam Guard code), short enough not to linger. */
export const LINK_STATE_TTL_SECONDS = 600;

export type LinkStates = {
  sign(userId: number): Promise<string>;
  /** The user the state was issued to, or null when it is forged, altered or expired. */
  verify(state: string): Promise<number | null>;
};

/**
 * The `state` our Steam return_to carries: an HS256 token naming the signed-in user who started
 * the link, expiring after LINK_STATE_TTL_SECONDS, under a key derived from the JWT secret for this
 * purpose only (an access token is not a link state, nor the reverse).
 */
export function createLinkStates(jwtSecret: string, now: () => Date = () => new Date()): LinkStates {
  const key = createHmac('sha256', jwtSecret).update('steam-link-state').digest();
  const seconds = () => Math.floor(now().getTime() / 1000);
  return {
    sign: (userId) =>
      new SignJWT({ purpose: PURPOSE })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt(seconds())
        .setExpirationTime(seconds() + LINK_STATE_TTL_SECONDS)
        .sign(key),
    async verify(state) {
      try {
        const { payload } = await jwtVerify(state, key, { algorithms: ['HS256'], currentDate: now() });
        const userId = Number(payload.sub);
        return payload.purpose === PURPOSE && Number.isInteger(userId) && userId > 0 ? userId : null;
      } catch {
        return null;
      }
    },
  };
}
