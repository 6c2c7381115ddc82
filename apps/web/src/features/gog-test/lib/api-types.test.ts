import { describe, expect, it } from 'vitest';
import { gogMessages } from '@gameshelf/contracts';
import { apiTypeLabel, API_TYPE_OPTIONS } from './api-types.ts';
import { validateApiTest, validateExchange } from './validation.ts';

describe('validateExchange', () => {
  it('asks for a code when nothing but spaces is pasted', () => {
    expect(validateExchange('')).toBe(gogMessages.testCodeRequired);
    expect(validateExchange('  \n')).toBe(gogMessages.testCodeRequired);
    expect(validateExchange('anything')).toBeNull();
  });
});

describe('validateApiTest', () => {
  it('asks for the access token first', () => {
    expect(validateApiTest({ accessToken: ' ', apiType: 'custom', apiUrl: '' })).toEqual({
      field: 'accessToken',
      message: gogMessages.testTokenRequired,
    });
  });

  it('asks for a URL only for a custom call', () => {
    expect(validateApiTest({ accessToken: 'token', apiType: 'custom', apiUrl: '  ' })).toEqual({
      field: 'apiUrl',
      message: gogMessages.testUrlRequired,
    });
    expect(validateApiTest({ accessToken: 'token', apiType: 'owned-games', apiUrl: '' })).toBeNull();
    expect(validateApiTest({ accessToken: 'token', apiType: 'custom', apiUrl: '/userData.json' })).toBeNull();
  });
});

describe('API types', () => {
  it('offers the three kinds in the contract order, with Korean labels', () => {
    expect(API_TYPE_OPTIONS.map((o) => o.value)).toEqual(['user-info', 'owned-games', 'custom']);
    expect(apiTypeLabel('owned-games')).toBe('보유 게임 목록');
    expect(apiTypeLabel('other')).toBe('other');
  });
});
