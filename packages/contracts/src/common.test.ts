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
  koreanDay,
  seoulClock,
  seoulTimeOfDay,
  formatCount,
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

describe('the wall clock in Seoul', () => {
  it('gives the day Intl gives for Asia/Seoul, around midnight and across years', () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });
    const moments = [
      Date.UTC(2026, 10, 27, 14, 59, 59),
      Date.UTC(2026, 10, 27, 15, 0, 0),
      Date.UTC(2025, 11, 31, 15, 30),
      Date.UTC(2024, 1, 28, 20),
    ];
    for (let i = 0; i < 200; i++) moments.push(Date.UTC(1990, 0, 1) + i * 97_654_321_123);
    for (const at of moments) expect(koreanDay(new Date(at))).toBe(intl.format(at));
  });

  it('reads hours, minutes and the weekday in Korea', () => {
    expect(seoulClock(Date.UTC(2026, 10, 27, 15, 5))).toEqual({ year: 2026, month: 11, day: 28, hour: 0, minute: 5, weekday: 6 });
  });

  it('writes the time of day as the Korean locale does', () => {
    const at = (hour: number, minute: number) => Date.UTC(2026, 0, 1, hour - 9, minute);
    expect(seoulTimeOfDay(at(0, 5))).toBe('오전 12:05');
    expect(seoulTimeOfDay(at(9, 0))).toBe('오전 9:00');
    expect(seoulTimeOfDay(at(12, 30))).toBe('오후 12:30');
    expect(seoulTimeOfDay(at(23, 59))).toBe('오후 11:59');
  });
});

describe('formatCount', () => {
  it('writes numbers as the Korean locale does', () => {
    const intl = new Intl.NumberFormat('ko-KR');
    const values = [0, 7, 999, 1000, 12_345, 1_234_567, -4_500, 1.5, 12.25, 1234.5678, 0.0004, 987_654_321];
    for (let i = 0; i < 200; i++) values.push(((i * 7_919_993) % 10 ** (i % 10)) / (i % 3 === 0 ? 100 : 1));
    for (const value of values) expect(formatCount(value)).toBe(intl.format(value));
  });
});
