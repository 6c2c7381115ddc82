import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type GamePageSchema,
  numberedPageOf,
  pageOf,
  pageSchema,
  toUserInfo,
  UserProfileSchema,
  type GamePage,
  type Page,
  type UserInfo,
} from './index.ts';
import { z } from 'zod';

describe('Page', () => {
  it('is the type the page schema parses to (checked by tsc)', () => {
    expectTypeOf<Page<number>>().toEqualTypeOf<z.infer<ReturnType<typeof pageSchema<z.ZodNumber>>>>();
    expectTypeOf<GamePage>().toEqualTypeOf<z.infer<typeof GamePageSchema>>();
    const page: Page<number> = { content: [1], page: 0, size: 20, last: true, totalElements: 1 };
    expect(pageSchema(z.number()).parse(page)).toEqual(page);
  });
});

describe('pageOf and numberedPageOf', () => {
  const items = [1, 2, 3, 4, 5];

  it('cut the asked page and say whether it is the last', () => {
    expect(pageOf(items, { page: 0, size: 2 })).toEqual({ content: [1, 2], page: 0, size: 2, last: false, totalElements: 5 });
    expect(pageOf(items, { page: 2, size: 2 })).toEqual({ content: [5], page: 2, size: 2, last: true, totalElements: 5 });
    expect(pageOf([], { page: 0, size: 20 })).toEqual({ content: [], page: 0, size: 20, last: true, totalElements: 0 });
  });

  it('number the pages and say which way there are more', () => {
    expect(numberedPageOf(items, { page: 1, size: 2 })).toEqual({
      content: [3, 4],
      totalElements: 5,
      totalPages: 3,
      currentPage: 1,
      size: 2,
      hasNext: true,
      hasPrevious: true,
    });
    expect(numberedPageOf(items, { page: 2, size: 2 })).toMatchObject({ content: [5], hasNext: false, hasPrevious: true });
    expect(numberedPageOf([], { page: 0, size: 10 })).toMatchObject({ totalPages: 0, hasNext: false, hasPrevious: false });
  });
});

describe('toUserInfo', () => {
  it('keeps exactly the UserInfo fields of a richer record', () => {
    const profile = UserProfileSchema.parse({
      id: 7,
      username: 'player_seven',
      displayName: '일곱',
      bio: '',
      profileImageUrl: null,
      darkModeEnabled: true,
      notificationEnabled: false,
      profileCompleted: true,
      role: 'user',
      isPublicProfile: false,
      steamId: '765',
      steamProfileUrl: null,
      gogUserId: null,
      gogUsername: null,
      gogAvatarUrl: null,
      gogLastSyncedAt: null,
      steamLastSyncedAt: null,
    });
    const info: UserInfo = toUserInfo(profile);
    expect(info).toEqual({
      id: 7,
      username: 'player_seven',
      displayName: '일곱',
      bio: '',
      profileImageUrl: null,
      darkModeEnabled: true,
      notificationEnabled: false,
      profileCompleted: true,
      role: 'user',
    });
  });
});
