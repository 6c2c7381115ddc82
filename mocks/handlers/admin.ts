import { HttpResponse, type HttpHandler } from 'msw';
import {
  adminMessages,
  listAdminUserActivities,
  searchAdminUsers,
  AdminActivityQuerySchema,
  AdminUserSearchQuerySchema,
  type AdminActivityItem,
  type AdminActivityResult,
  type AdminUserPage,
  type AdminUserSummary,
  pageOf,
  numberedPageOf,
} from '@gameshelf/contracts';
import { adminStatsOf, fixtureAdminActivities, fixtureAdminUsers, manyAdminUsers } from '../fixtures/admin.ts';
import { handle } from './endpoint.ts';
import { fail, invalid, never, serverError, unauthorized } from './replies.ts';
import { viewerOf } from './viewer.ts';

export interface AdminMockOptions {
  /** The users the search lists (newest first). */
  users?: readonly AdminUserSummary[];
  /** Each user's timeline by id (newest first); a listed user without one has none. */
  activities?: Readonly<Record<number, readonly AdminActivityItem[]>>;
  /** How every admin call answers: as the API does, 403 (not an admin), 500, or never. */
  access?: 'ok' | 'forbidden' | 'error' | 'pending';
  /** The activity call only: 404 (the user was deleted meanwhile), 500, or never. */
  activitiesAnswer?: 'ok' | 'notFound' | 'error' | 'pending';
}

const matches = (user: AdminUserSummary, query: string) =>
  [user.username, user.displayName, user.email].some((field) => field?.toLowerCase().includes(query.toLowerCase()));

/**
 * The admin calls of spec 3 §7 as the API answers them (issue 20's decisions): the user search paged
 * in the project's page shape, the timeline filtered by type and Seoul days and paged, 401 for
 * guests, the contract's 400s, 404 for an unknown user.
 */
export function adminHandlersFor({
  users = fixtureAdminUsers,
  activities = { 1: fixtureAdminActivities },
  access = 'ok',
  activitiesAnswer = 'ok',
}: AdminMockOptions = {}): HttpHandler[] {
  const guard = async (request: Request) => {
    if (viewerOf(request) === null) return unauthorized();
    if (access === 'forbidden') return fail(adminMessages.adminRequired, 403);
    if (access === 'error') return serverError();
    if (access === 'pending') return never();
    return null;
  };
  return [
    handle(searchAdminUsers, async ({ request }) => {
      const refused = await guard(request);
      if (refused) return refused;
      const parsed = AdminUserSearchQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return invalid(parsed.error.issues[0]);
      const { query, page, size } = parsed.data;
      const found = users.filter((user) => matches(user, query));
      return HttpResponse.json<AdminUserPage>(pageOf(found, { page, size }));
    }),
    handle(listAdminUserActivities, async ({ request, params }) => {
      const refused = await guard(request);
      if (refused) return refused;
      if (activitiesAnswer === 'error') return serverError();
      if (activitiesAnswer === 'pending') return never();
      const id = Number(params.id);
      if (activitiesAnswer === 'notFound' || !users.some((user) => user.id === id)) return fail(adminMessages.userNotFound, 404);
      const parsed = AdminActivityQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return invalid(parsed.error.issues[0]);
      const { page, size, activityType, startDate, endDate } = parsed.data;
      const all = activities[id] ?? [];
      const day = (item: AdminActivityItem) => item.activityTimeKr.slice(0, 10).replaceAll('.', '-');
      const matching = all.filter(
        (item) =>
          (!activityType || item.activityType === activityType) &&
          (!startDate || day(item) >= startDate) &&
          (!endDate || day(item) <= endDate),
      );
      const { content, ...numbered } = numberedPageOf(matching, { page, size });
      return HttpResponse.json<AdminActivityResult>({ stats: adminStatsOf(all), activities: content, ...numbered });
    }),
  ];
}

/** Handler groups under the key `admin`. */
export const adminHandlers = {
  loaded: adminHandlersFor(),
  empty: adminHandlersFor({ users: [] }),
  manyUsers: adminHandlersFor({ users: [...manyAdminUsers, ...fixtureAdminUsers] }),
  forbidden: adminHandlersFor({ access: 'forbidden' }),
  error: adminHandlersFor({ access: 'error' }),
  loading: adminHandlersFor({ access: 'pending' }),
  activitiesNotFound: adminHandlersFor({ activitiesAnswer: 'notFound' }),
  activitiesError: adminHandlersFor({ activitiesAnswer: 'error' }),
  activitiesLoading: adminHandlersFor({ activitiesAnswer: 'pending' }),
} satisfies Record<string, HttpHandler[]>;
