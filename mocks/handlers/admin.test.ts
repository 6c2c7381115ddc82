import { describe, expect, it } from 'vitest';
import {
  adminMessages,
  AdminActivityResultSchema,
  AdminUserPageSchema,
  ErrorBodySchema,
  MaintenanceFileSchema,
  listAdminUserActivities,
  pathOf,
  searchAdminUsers,
  getMaintenanceState,
} from '@gameshelf/contracts';
import { useMockServer } from '../testing/mock-server.ts';
import { fixtureAdminActivities, fixtureAdminUsers } from '../fixtures/admin.ts';
import { adminHandlers } from './admin.ts';
import { fixtureMaintenanceFiles, maintenanceHandlers } from './maintenance.ts';

const { server, call } = useMockServer();

describe('admin mocks', () => {
  it('search users in the page shape, case-insensitive over username, nickname and e-mail', async () => {
    server.use(...adminHandlers.loaded);
    const all = AdminUserPageSchema.parse(await (await call('GET', `${searchAdminUsers.path}?query=`)).json());
    expect(all).toMatchObject({ page: 0, size: 20, last: true, totalElements: fixtureAdminUsers.length });
    const found = AdminUserPageSchema.parse(await (await call('GET', `${searchAdminUsers.path}?query=KING`)).json());
    expect(found.content.map((u) => u.username)).toEqual(['game_king']);
    expect((await call('GET', searchAdminUsers.path, undefined, {})).status).toBe(401);
  });

  it('page many users', async () => {
    server.use(...adminHandlers.manyUsers);
    const second = AdminUserPageSchema.parse(await (await call('GET', `${searchAdminUsers.path}?page=2`)).json());
    expect(second).toMatchObject({ page: 2, last: true, totalElements: 51 });
    expect(second.content).toHaveLength(11);
  });

  it('page and filter the timeline, stats unfiltered', async () => {
    server.use(...adminHandlers.loaded);
    const first = AdminActivityResultSchema.parse(await (await call('GET', pathOf(listAdminUserActivities.path, { id: 1 }))).json());
    expect(first).toMatchObject({ currentPage: 0, totalPages: 2, hasNext: true, hasPrevious: false, totalElements: 26 });
    expect(first.activities).toHaveLength(20);
    expect(first.stats).toEqual({ totalReviews: 7, totalCollections: 6, totalGamesAdded: 7, totalWishlistItems: 6 });
    const second = AdminActivityResultSchema.parse(
      await (await call('GET', `${pathOf(listAdminUserActivities.path, { id: 1 })}?page=1`)).json(),
    );
    expect(second).toMatchObject({ hasNext: false, hasPrevious: true });
    expect(second.activities).toHaveLength(6);
    const reviews = AdminActivityResultSchema.parse(
      await (
        await call('GET', `${pathOf(listAdminUserActivities.path, { id: 1 })}?activityType=REVIEW&startDate=2026-11-01&endDate=`)
      ).json(),
    );
    expect(reviews.activities.every((a) => a.activityType === 'REVIEW' && a.daysAgo < 30)).toBe(true);
    expect(reviews.activities.map((a) => a.activityId)).toEqual(
      fixtureAdminActivities.filter((a) => a.activityType === 'REVIEW' && a.daysAgo < 30).map((a) => a.activityId),
    );
    expect(reviews.stats.totalReviews).toBe(7);
  });

  it('refuse with the contract messages', async () => {
    server.use(...adminHandlers.loaded);
    const missing = await call('GET', pathOf(listAdminUserActivities.path, { id: 999 }));
    expect(missing.status).toBe(404);
    expect(ErrorBodySchema.parse(await missing.json()).message).toBe(adminMessages.userNotFound);
    const badType = await call('GET', `${pathOf(listAdminUserActivities.path, { id: 1 })}?activityType=NOPE`);
    expect(badType.status).toBe(400);
    expect(ErrorBodySchema.parse(await badType.json()).message).toBe(adminMessages.invalidActivityType);
    const reversed = await call('GET', `${pathOf(listAdminUserActivities.path, { id: 1 })}?startDate=2026-11-30&endDate=2026-11-01`);
    expect(ErrorBodySchema.parse(await reversed.json()).message).toBe(adminMessages.dateRangeReversed);
    server.use(...adminHandlers.forbidden);
    const forbidden = await call('GET', searchAdminUsers.path);
    expect(forbidden.status).toBe(403);
    expect(ErrorBodySchema.parse(await forbidden.json()).message).toBe(adminMessages.adminRequired);
  });
});

describe('maintenance mocks', () => {
  it('serve the file with no-cache, 404 when none, broken and failing reads', async () => {
    server.use(...maintenanceHandlers.on);
    const on = await call('GET', `${getMaintenanceState.path}?t=1`);
    expect(on.headers.get('Cache-Control')).toContain('no-store');
    expect(MaintenanceFileSchema.parse(await on.json())).toEqual(fixtureMaintenanceFiles.on);
    server.use(...maintenanceHandlers.none);
    expect((await call('GET', getMaintenanceState.path)).status).toBe(404);
    server.use(...maintenanceHandlers.broken);
    await expect((await call('GET', getMaintenanceState.path)).json()).rejects.toThrow();
    server.use(...maintenanceHandlers.failing);
    expect((await call('GET', getMaintenanceState.path)).status).toBe(500);
  });

  it('answer in sequence, the last repeating', async () => {
    server.use(...maintenanceHandlers.onThenOff);
    const read = async () => MaintenanceFileSchema.parse(await (await call('GET', getMaintenanceState.path)).json()).enabled;
    expect([await read(), await read(), await read()]).toEqual([true, false, false]);
  });
});
