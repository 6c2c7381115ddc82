import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import {
  reviewMessages,
  ReviewCalendarSchema,
  ReviewPageSchema,
  getMyReviewCalendar,
  pageMyReviewsOnDate,
  pathOf,
} from '@gameshelf/contracts';
import { reviewCalendarHandlers, watchedReviewCalendar } from './review-calendar.ts';
import { CALENDAR_MONTH, CALENDAR_TODAY } from '../fixtures/review-calendar.ts';
import { makeAccessToken } from '../fixtures/users.ts';

const server = setupServer();
const signedIn = { Authorization: `Bearer ${makeAccessToken({ userId: 1 })}` };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = signedIn) => fetch(`http://localhost${path}`, { headers });
const calendar = async (month: string) =>
  ReviewCalendarSchema.parse(await (await get(`${getMyReviewCalendar.path}?month=${month}`)).json());
const day = async (date: string, query = '') =>
  ReviewPageSchema.parse(await (await get(`${pathOf(pageMyReviewsOnDate.path, { date })}${query}`)).json());

describe('review calendar mocks', () => {
  it('count reviews on Korean days, with at most three covers, newest first', async () => {
    server.use(...reviewCalendarHandlers.busyMonth);
    const month = await calendar(CALENDAR_MONTH);
    expect(month.days.map((d) => [d.date, d.count])).toEqual([
      ['2026-11-01', 1],
      ['2026-11-03', 1],
      ['2026-11-08', 2],
      ['2026-11-14', 1],
      ['2026-11-20', 4],
      ['2026-11-24', 1],
      ['2026-11-30', 1],
    ]);
    const busiest = month.days.find((d) => d.date === '2026-11-20')!;
    expect(busiest.coverImageUrls).toHaveLength(3);
    const newest = (await day('2026-11-20')).content[0]!;
    expect(busiest.coverImageUrls[0]).toBe(newest.gameCoverImageUrl);
    expect((await calendar('2026-12')).days.map((d) => d.date)).toEqual(['2026-12-02']);
    expect((await calendar('2026-10')).days.map((d) => d.date)).toEqual(['2026-10-31']);
  });

  it('page a day by 50 and refuse bad dates, bad months and guests', async () => {
    server.use(...reviewCalendarHandlers.byDateManyPages);
    const first = await day(CALENDAR_TODAY, '?page=0&size=50');
    expect([first.content.length, first.totalElements, first.hasNext]).toEqual([50, 55, true]);
    const second = await day(CALENDAR_TODAY, '?page=1&size=50');
    expect([second.content.length, second.hasNext]).toEqual([5, false]);
    const bad = await get(pathOf(pageMyReviewsOnDate.path, { date: '2026-02-30' }));
    expect([bad.status, await bad.json()]).toEqual([400, { message: reviewMessages.dateInvalid }]);
    expect((await get(`${getMyReviewCalendar.path}?month=2026-13`)).status).toBe(400);
    expect((await get(`${getMyReviewCalendar.path}?month=${CALENDAR_MONTH}`, {})).status).toBe(401);
  });

  it('fail once and then answer, and log what was asked', async () => {
    server.use(...reviewCalendarHandlers.failsOnce);
    expect((await get(`${getMyReviewCalendar.path}?month=${CALENDAR_MONTH}`)).status).toBe(500);
    expect((await calendar(CALENDAR_MONTH)).days).toHaveLength(7);
    const watched = watchedReviewCalendar();
    server.resetHandlers(...watched.handlers);
    await day(CALENDAR_TODAY, '?page=0&size=50');
    expect(watched.requests).toEqual([`${pathOf(pageMyReviewsOnDate.path, { date: CALENDAR_TODAY })}?page=0&size=50`]);
  });
});
