import { describe, expect, it } from 'vitest';
import {
  bulkAddChoice,
  confidenceLevel,
  cooldownMinutes,
  extractGogCode,
  gogConnectInputError,
  gogMessages,
  gogTestApiError,
  gogTestCodeError,
  mappingRate,
  playtimeHoursOf,
  readGogCode,
  storeLibraryOrder,
} from './index.ts';

describe('extractGogCode', () => {
  const code = 'AbC-123_def.456~ghiJKLmnopQRstuVWxyz0123456789';
  it.each([
    [`https://embed.gog.com/on_login_success?origin=client&code=${code}`, code],
    [`https://embed.gog.com/on_login_success?code=${code}&origin=client`, code],
    [`  embed.gog.com/on_login_success?origin=client&CODE=${code}  `, code],
    [code, code],
    [`https://embed.gog.com/on_login_success?origin=client&code=${encodeURIComponent(code)}#top`, code],
  ])('finds the code in %s', (input, expected) => {
    expect(extractGogCode(input)).toBe(expected);
  });

  it.each(['', '   ', 'https://embed.gog.com/on_login_success?origin=client', 'code=', 'short', 'has spaces in it for sure', '<script>'])(
    'finds none in %j',
    (input) => {
      expect(extractGogCode(input)).toBeNull();
    },
  );
});

describe('GOG input rules (the guide, the test page, the server and the mocks share them)', () => {
  it('asks for something to be pasted when nothing but spaces is', () => {
    expect(gogConnectInputError(' \n')).toBe(gogMessages.inputRequired);
    expect(gogConnectInputError('not a code')).toBeNull();
    expect(gogTestCodeError('')).toBe(gogMessages.testCodeRequired);
    expect(gogTestCodeError('anything')).toBeNull();
  });

  it('asks the API tester for the token first, and for a URL only on a custom call', () => {
    expect(gogTestApiError({ accessToken: ' ', apiType: 'custom', apiUrl: '' })).toEqual({
      field: 'accessToken',
      message: gogMessages.testTokenRequired,
    });
    expect(gogTestApiError({ accessToken: 'token', apiType: 'custom', apiUrl: '  ' })).toEqual({
      field: 'apiUrl',
      message: gogMessages.testUrlRequired,
    });
    expect(gogTestApiError({ accessToken: 'token', apiType: 'custom' })?.field).toBe('apiUrl');
    expect(gogTestApiError({ accessToken: 'token', apiType: 'owned-games', apiUrl: '' })).toBeNull();
    expect(gogTestApiError({ accessToken: 'token', apiType: 'custom', apiUrl: '/userData.json' })).toBeNull();
  });
});

describe('store library values', () => {
  it('floors minutes to whole hours', () => {
    expect([0, 59, 60, 119, 6_130].map(playtimeHoursOf)).toEqual([0, 0, 1, 1, 102]);
  });

  it('names confidence levels at 0.8 and 0.5', () => {
    expect([1, 0.8, 0.79, 0.5, 0.49, 0].map(confidenceLevel)).toEqual(['high', 'high', 'medium', 'medium', 'low', 'low']);
  });
});

describe('readGogCode', () => {
  const code = 'abcdefgh12345678';

  it('reads the code out of the pasted address', () => {
    expect(readGogCode(`https://embed.gog.com/on_login_success?origin=client&code=${code}`, gogMessages.inputRequired)).toEqual({
      code,
      problem: null,
    });
  });

  it('answers the caller’s words when nothing was pasted, and noCodeFound when no code is in it', () => {
    expect(readGogCode('  ', gogMessages.testCodeRequired)).toEqual({ code: null, problem: gogMessages.testCodeRequired });
    expect(readGogCode('', gogMessages.inputRequired)).toEqual({ code: null, problem: gogMessages.inputRequired });
    expect(readGogCode('https://embed.gog.com/on_login_success?origin=client', gogMessages.inputRequired)).toEqual({
      code: null,
      problem: gogMessages.noCodeFound,
    });
  });
});

describe('store library figures and order', () => {
  it('names the cooldown wait in whole minutes, rounded up', () => {
    expect(cooldownMinutes(180)).toBe(3);
    expect(cooldownMinutes(125)).toBe(3);
    expect(cooldownMinutes(60)).toBe(1);
    expect(cooldownMinutes(1)).toBe(1);
  });

  it('gives the mapping rate to one decimal, 0 for an empty library', () => {
    expect(mappingRate(2, 3)).toBe(66.7);
    expect(mappingRate(3, 3)).toBe(100);
    expect(mappingRate(0, 0)).toBe(0);
  });

  it('lists matched games first, then the longest played, then as stored', () => {
    const list = [
      { id: 1, mapped: false, playtimeForever: 900 },
      { id: 2, mapped: true, playtimeForever: 10 },
      { id: 3, mapped: true, playtimeForever: 500 },
      { id: 4, mapped: true, playtimeForever: 10 },
    ];
    expect([...list].sort(storeLibraryOrder).map((g) => g.id)).toEqual([3, 2, 4, 1]);
    expect(
      [
        { id: 9, mapped: false },
        { id: 5, mapped: true },
        { id: 7, mapped: true },
      ]
        .sort(storeLibraryOrder)
        .map((g) => g.id),
    ).toEqual([5, 7, 9]);
  });
});

describe('bulkAddChoice', () => {
  const library = [
    { id: 1, mapped: true },
    { id: 2, mapped: false },
    { id: 3, mapped: true },
  ];
  const isMapped = (item: { mapped: boolean }) => item.mapped;

  it('takes every mapped item when none are named, and exactly the named ones otherwise', () => {
    expect(bulkAddChoice(library, undefined, isMapped)).toEqual({ chosen: [library[0], library[2]] });
    expect(bulkAddChoice(library, [3, 3], isMapped)).toEqual({ chosen: [library[2]] });
  });

  it('refuses the whole add for a missing item, an unmapped one, or nothing to add', () => {
    expect(bulkAddChoice(library, [1, 9], isMapped)).toEqual({ refusal: 'notFound' });
    expect(bulkAddChoice(library, [1, 2], isMapped)).toEqual({ refusal: 'unmapped' });
    expect(bulkAddChoice([library[1]!], undefined, isMapped)).toEqual({ refusal: 'nothingMapped' });
  });
});
