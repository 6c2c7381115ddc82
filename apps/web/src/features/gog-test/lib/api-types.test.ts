import { describe, expect, it } from 'vitest';
import { apiTypeLabel, API_TYPE_OPTIONS } from './api-types.ts';

describe('API types', () => {
  it('offers the three kinds in the contract order, with Korean labels', () => {
    expect(API_TYPE_OPTIONS.map((o) => o.value)).toEqual(['user-info', 'owned-games', 'custom']);
    expect(apiTypeLabel('owned-games')).toBe('보유 게임 목록');
    expect(apiTypeLabel('other')).toBe('other');
  });
});
