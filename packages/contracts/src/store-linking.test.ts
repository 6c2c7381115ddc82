import { describe, expect, it } from 'vitest';
import {
  confidenceLevel,
  extractGogCode,
  gogConnectInputError,
  gogMessages,
  gogTestApiError,
  gogTestCodeError,
  playtimeHoursOf,
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
