import { RANDOM_NICKNAME_PREFIX } from '@gameshelf/contracts';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const RANDOM_NICKNAME_LENGTH = 10;
/** Bytes at or above this would favour the first characters (256 is not a multiple of 62). */
const UNBIASED_LIMIT = 256 - (256 % ALPHANUMERIC.length);

/** 'user-' plus 10 random letters and digits from the platform's cryptographic generator (spec 2 §5). */
export function generateRandomNickname(random: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): string {
  let suffix = '';
  while (suffix.length < RANDOM_NICKNAME_LENGTH) {
    for (const byte of random.getRandomValues(new Uint8Array(RANDOM_NICKNAME_LENGTH * 2))) {
      if (byte < UNBIASED_LIMIT) suffix += ALPHANUMERIC[byte % ALPHANUMERIC.length];
      if (suffix.length === RANDOM_NICKNAME_LENGTH) break;
    }
  }
  return `${RANDOM_NICKNAME_PREFIX}${suffix}`;
}
