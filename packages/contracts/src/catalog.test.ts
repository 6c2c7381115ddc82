import { describe, expect, it } from 'vitest';
import { GAME_PAGE_SIZE_MAX, GameListQuerySchema, gameDisplayName, toGameListQuery, toGameListSearchParams } from './index.ts';

describe('GameListQuerySchema defaults', () => {
  it('fills page 0, size 20, popularity desc', () => {
    expect(GameListQuerySchema.parse({})).toEqual({
      page: 0,
      size: 20,
      sortBy: 'popularity',
      sortOrder: 'desc',
    });
  });
});

describe('GameListQuerySchema coercion', () => {
  it('caps the size instead of rejecting it', () => {
    expect(GameListQuerySchema.parse({ size: '5000' }).size).toBe(GAME_PAGE_SIZE_MAX);
  });

  it('trims the keyword and drops it when blank', () => {
    expect(GameListQuerySchema.parse({ keyword: '  젤다 ' }).keyword).toBe('젤다');
    expect(GameListQuerySchema.parse({ keyword: '   ' }).keyword).toBeUndefined();
  });

  it('accepts repeated and comma-separated list params alike', () => {
    const repeated = GameListQuerySchema.parse({ platformCodes: ['PC', 'PS5'], genreIds: ['3', '7'] });
    const comma = GameListQuerySchema.parse({ platformCodes: 'PC,PS5', genreIds: '3,7' });
    expect(repeated.platformCodes).toEqual(['PC', 'PS5']);
    expect(comma.platformCodes).toEqual(['PC', 'PS5']);
    expect(comma.genreIds).toEqual([3, 7]);
  });

  it('parses featured as a boolean', () => {
    expect(GameListQuerySchema.parse({ featured: 'true' }).featured).toBe(true);
    expect(GameListQuerySchema.parse({ featured: 'false' }).featured).toBe(false);
  });
});

describe('GameListQuerySchema rejections', () => {
  it.each([
    [{ page: '-1' }],
    [{ size: '0' }],
    [{ sortBy: 'bogus' }],
    [{ sortOrder: 'up' }],
    [{ platformCodes: 'NES' }],
    [{ genreIds: 'abc' }],
    [{ minRating: '101' }],
    [{ minRating: '80', maxRating: '20' }],
    [{ featured: 'yes' }],
  ])('rejects %o', (query) => {
    expect(GameListQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('toGameListSearchParams', () => {
  it('repeats list keys and omits empty values', () => {
    const search = toGameListSearchParams({
      page: 2,
      keyword: '',
      platformCodes: ['PC', 'SWITCH'],
      genreIds: [5],
      featured: true,
    });
    expect(search.toString()).toBe('page=2&platformCodes=PC&platformCodes=SWITCH&genreIds=5&featured=true');
  });
});

describe('toGameListQuery', () => {
  it('leaves out empty values and sends featured as the text the schema reads', () => {
    const query = toGameListQuery({ page: 2, keyword: '', platformCodes: ['PC', 'SWITCH'], genreIds: [5], featured: true });
    expect(query).toEqual({ page: 2, platformCodes: ['PC', 'SWITCH'], genreIds: [5], featured: 'true' });
    expect(GameListQuerySchema.parse(query)).toMatchObject({ page: 2, featured: true, genreIds: [5] });
  });
});

describe('gameDisplayName', () => {
  it('prefers the Korean name', () => {
    expect(gameDisplayName({ name: 'Elden Ring', nameKo: '엘든 링' })).toBe('엘든 링');
    expect(gameDisplayName({ name: 'Hades', nameKo: null })).toBe('Hades');
  });
});
