import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayNameError, normalizeDisplayName } from '@gameshelf/contracts';
import { assignDisplayNameKeys, displayNameKey } from '../../src/modules/accounts/display-name-key.ts';

describe('display name key', () => {
  it.each([
    ['pаul', 'paul', 'Cyrillic а'],
    ['ραul', 'paul', 'Greek ρ'],
    ['ｐａｕｌ', 'paul', 'full-width'],
    ['PAUL', 'paul', 'case'],
    ['Bill', 'BILL', 'case, with I'],
    ['Il1', 'lll', 'capital I, small l and 1'],
    ['g00d', 'good', 'zeros'],
    ['corn', 'com', 'r n'],
    ['홍\ufeff길동', '홍길동', 'byte-order mark'],
    ['홍\u3000길동', '홍 길동', 'ideographic space'],
    ['\u1100\u1100유저', 'ㄱㄱ유저', 'conjoining jamo'],
  ])('%j is %j (%s)', (a, b) => {
    expect(displayNameKey(a)).toBe(displayNameKey(b));
  });

  it.each([
    ['홍길동', '홍 길동'],
    ['paul', 'pau'],
    ['게이머', '게이머_'],
    ['ㄱㅏ', '가'],
  ])('%j and %j stay apart', (a, b) => {
    expect(displayNameKey(a)).not.toBe(displayNameKey(b));
  });
});

describe('normalising twice changes nothing', () => {
  it('when removing an invisible character brings together letters that compose', () => {
    // '가', the Hangul choseong filler, 'ᆶ': without the filler, NFKC composes '갏'.
    const once = normalizeDisplayName('가\u115F\u11B6');
    expect(once).toBe('갏');
    expect(normalizeDisplayName(once)).toBe(once);
  });

  it('for names, their rule and their key, whatever the text', () => {
    const conjoiningJamo = fc.integer({ min: 0x1100, max: 0x11ff }).map((code) => String.fromCodePoint(code));
    const text = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 30 }), fc.string({ unit: conjoiningJamo, maxLength: 10 }));
    fc.assert(
      fc.property(text, (value) => {
        const once = normalizeDisplayName(value);
        expect(normalizeDisplayName(once)).toBe(once);
        expect(displayNameError(once)).toBe(displayNameError(value));
        expect(displayNameKey(once)).toBe(displayNameKey(value));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('keys for names saved before keys existed', () => {
  it('given oldest first, keeps the key for the first holder and suffixes the later ones with their id', () => {
    const assigned = assignDisplayNameKeys([
      { id: 1, displayName: 'paul', displayNameKey: null },
      { id: 2, displayName: '홍길동', displayNameKey: displayNameKey('홍길동') },
      { id: 3, displayName: 'pаul', displayNameKey: null },
      { id: 4, displayName: '홍\ufeff길동', displayNameKey: null },
      { id: 5, displayName: 'PAUL', displayNameKey: null },
    ]);
    expect(assigned).toEqual([
      { id: 1, displayNameKey: displayNameKey('paul') },
      { id: 3, displayNameKey: `${displayNameKey('paul')}#3` },
      { id: 4, displayNameKey: `${displayNameKey('홍길동')}#4` },
      { id: 5, displayNameKey: `${displayNameKey('paul')}#5` },
    ]);
  });
});
