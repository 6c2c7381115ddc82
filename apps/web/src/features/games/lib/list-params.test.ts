import { describe, expect, it } from 'vitest';
import { GameListQuerySchema, toGameListSearchParams } from '@gameshelf/contracts';
import {
  DEFAULT_LIST_STATE,
  hasActiveFilters,
  naturalSortOrder,
  parseListState,
  resetFilters,
  serializeListState,
  toGameListParams,
  type GameListState,
} from './list-params.ts';

const parse = (query: string) => parseListState(new URLSearchParams(query));

describe('parseListState', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_LIST_STATE);
  });

  it('reads every parameter of spec 1 §2', () => {
    expect(
      parse(
        'viewMode=list&sortBy=releaseDate&sortOrder=asc&keyword=%20zelda%20&platformCodes=PS5,SWITCH&genreIds=12,31&minRating=70&maxRating=95&featured=true',
      ),
    ).toEqual<GameListState>({
      viewMode: 'list',
      sortBy: 'releaseDate',
      sortOrder: 'asc',
      keyword: 'zelda',
      platformCodes: ['PS5', 'SWITCH'],
      genreIds: [12, 31],
      minRating: 70,
      maxRating: 95,
      featured: true,
    });
  });

  it('drops invalid values instead of failing', () => {
    expect(
      parse('viewMode=tiles&sortBy=hype&sortOrder=up&keyword=%20%20&platformCodes=NES,PC,PC&genreIds=a,-1,0,5,5&minRating=x&featured=yes'),
    ).toEqual<GameListState>({ ...DEFAULT_LIST_STATE, platformCodes: ['PC'], genreIds: [5] });
  });

  it('accepts repeated keys as well as comma lists', () => {
    const state = parse('platformCodes=PS4&platformCodes=XONE,PC&genreIds=8&genreIds=9');
    expect(state.platformCodes).toEqual(['PS4', 'XONE', 'PC']);
    expect(state.genreIds).toEqual([8, 9]);
  });

  it('drops a rating range whose minimum exceeds its maximum', () => {
    expect(parse('minRating=90&maxRating=10')).toMatchObject({ minRating: undefined, maxRating: undefined });
    expect(parse('minRating=101').minRating).toBeUndefined();
  });

  it('truncates an over-long keyword to the contract limit', () => {
    expect(parse(`keyword=${'a'.repeat(150)}`).keyword).toHaveLength(100);
  });
});

describe('serializeListState', () => {
  it('writes nothing for the defaults', () => {
    expect(serializeListState(DEFAULT_LIST_STATE).toString()).toBe('');
  });

  it('writes comma lists in a stable order', () => {
    const search = serializeListState({
      ...DEFAULT_LIST_STATE,
      viewMode: 'list',
      sortBy: 'name',
      sortOrder: 'asc',
      keyword: ' mario ',
      platformCodes: ['PC', 'SWITCH'],
      genreIds: [31, 12],
      featured: true,
    });
    expect(Object.fromEntries(search)).toEqual({
      viewMode: 'list',
      sortBy: 'name',
      sortOrder: 'asc',
      keyword: 'mario',
      platformCodes: 'SWITCH,PC',
      genreIds: '12,31',
      featured: 'true',
    });
  });

  it('round-trips through parse', () => {
    const state: GameListState = {
      viewMode: 'list',
      sortBy: 'reviewCount',
      sortOrder: 'asc',
      keyword: '젤다',
      platformCodes: ['SWITCH', 'PS5'],
      genreIds: [4, 12],
      minRating: 60,
      maxRating: 90,
      featured: true,
    };
    expect(parseListState(serializeListState(state))).toEqual(state);
  });
});

describe('toGameListParams', () => {
  it('produces a query the contract accepts, without empty values', () => {
    const params = toGameListParams(parse('keyword=portal&platformCodes=PC&genreIds=9&featured=true&minRating=80'));
    expect(params).toEqual({
      sortBy: 'popularity',
      sortOrder: 'desc',
      keyword: 'portal',
      platformCodes: ['PC'],
      genreIds: [9],
      featured: true,
      minRating: 80,
    });
    const search = toGameListSearchParams(params);
    const raw = Object.fromEntries(
      [...new Set(search.keys())].map((key) => {
        const values = search.getAll(key);
        return [key, values.length > 1 ? values : values[0]];
      }),
    );
    const query = GameListQuerySchema.parse(raw);
    expect(query).toMatchObject({ keyword: 'portal', platformCodes: ['PC'], genreIds: [9], featured: true });
  });

  it('omits the keyword when it is blank', () => {
    expect(toGameListParams({ ...DEFAULT_LIST_STATE, keyword: '   ' })).not.toHaveProperty('keyword');
  });
});

describe('filters', () => {
  it('knows when filters are active and resets them while keeping view and sort', () => {
    const state = parse('viewMode=list&sortBy=name&sortOrder=asc&keyword=zelda&genreIds=12&featured=true');
    expect(hasActiveFilters(state)).toBe(true);
    const reset = resetFilters(state);
    expect(hasActiveFilters(reset)).toBe(false);
    expect(reset).toMatchObject({ viewMode: 'list', sortBy: 'name', sortOrder: 'asc' });
    expect(hasActiveFilters(parse('viewMode=list&sortBy=rating'))).toBe(false);
  });

  it('starts name sorting A→Z and the others best-first', () => {
    expect(naturalSortOrder('name')).toBe('asc');
    expect(naturalSortOrder('rating')).toBe('desc');
    expect(naturalSortOrder('popularity')).toBe('desc');
  });
});
