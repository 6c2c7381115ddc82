import { describe, expect, it } from 'vitest';
import { displayNameError, RANDOM_NICKNAME_PATTERN } from '@gameshelf/contracts';
import { generateRandomNickname } from './random-nickname.ts';

/** A generator that hands out the given bytes in order (then zeros). */
const fixedRandom = (bytes: number[]): Pick<Crypto, 'getRandomValues'> => {
  let next = 0;
  return {
    getRandomValues: <T extends ArrayBufferView | null>(array: T): T => {
      const view = array as unknown as Uint8Array;
      for (let i = 0; i < view.length; i++) view[i] = bytes[next++] ?? 0;
      return array;
    },
  };
};

describe('generateRandomNickname', () => {
  it("is 'user-' plus 10 letters and digits that pass the nickname rule", () => {
    for (let i = 0; i < 200; i++) {
      const name = generateRandomNickname();
      expect(name).toMatch(RANDOM_NICKNAME_PATTERN);
      expect(displayNameError(name)).toBeNull();
    }
  });

  it('differs between calls', () => {
    const names = new Set(Array.from({ length: 50 }, () => generateRandomNickname()));
    expect(names.size).toBe(50);
  });

  it('maps bytes onto A-Z, a-z, 0-9 and skips the biased top bytes', () => {
    // 248..255 would favour the first characters, so they are dropped.
    expect(generateRandomNickname(fixedRandom([255, 248, 0, 25, 26, 51, 52, 61, 62, 247, 1, 2]))).toBe('user-AZaz09A9BC');
  });
});
