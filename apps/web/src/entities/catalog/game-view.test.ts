import { describe, expect, it } from 'vitest';
import { gamePlatformNames } from './game-view.ts';

describe('gamePlatformNames', () => {
  it('lists every platform, including those without a filter code', () => {
    expect(gamePlatformNames({ platformCodes: ['SWITCH'], platformNames: ['Nintendo Switch', 'Wii U'] })).toEqual(['Switch', 'Wii U']);
  });

  it('names Switch 2 as such although its filter code is SWITCH', () => {
    expect(gamePlatformNames({ platformCodes: ['SWITCH'], platformNames: ['Nintendo Switch 2'] })).toEqual(['Switch 2']);
  });

  it('uses the short names players use, each once', () => {
    expect(
      gamePlatformNames({
        platformCodes: ['PS5', 'PC'],
        platformNames: ['PlayStation 5', 'PC (Microsoft Windows)', 'PC', 'Xbox Series X|S'],
      }),
    ).toEqual(['PS5', 'PC', 'Xbox Series X|S']);
  });

  it('falls back to the codes when the names are missing', () => {
    expect(gamePlatformNames({ platformCodes: ['PS5', 'XBOX_SERIES'], platformNames: [] })).toEqual(['PS5', 'Xbox Series']);
  });
});
