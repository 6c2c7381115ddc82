import { describe, expect, it } from 'vitest';
import { confidenceLevel, extractGogCode, playtimeHoursOf } from './index.ts';

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

describe('store library values', () => {
  it('floors minutes to whole hours', () => {
    expect([0, 59, 60, 119, 6_130].map(playtimeHoursOf)).toEqual([0, 0, 1, 1, 102]);
  });

  it('names confidence levels at 0.8 and 0.5', () => {
    expect([1, 0.8, 0.79, 0.5, 0.49, 0].map(confidenceLevel)).toEqual(['high', 'high', 'medium', 'medium', 'low', 'low']);
  });
});
