import { describe, expect, expectTypeOf, it } from 'vitest';
import { type GamePageSchema, pageSchema, toUserInfo, UserProfileSchema, type GamePage, type Page, type UserInfo } from './index.ts';
import { z } from 'zod';

describe('Page', () => {
  it('is the type the page schema parses to (checked by tsc)', () => {
    expectTypeOf<Page<number>>().toEqualTypeOf<z.infer<ReturnType<typeof pageSchema<z.ZodNumber>>>>();
    expectTypeOf<GamePage>().toEqualTypeOf<z.infer<typeof GamePageSchema>>();
    const page: Page<number> = { content: [1], page: 0, size: 20, last: true, totalElements: 1 };
    expect(pageSchema(z.number()).parse(page)).toEqual(page);
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
