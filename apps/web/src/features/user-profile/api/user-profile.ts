import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  getUserProfile,
  listUserGenrePreferences,
  listUserPlatformPreferences,
  pageUserActivity,
  pageUserCollections,
  pageUserReviews,
} from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { profileKeys } from '../../../entities/profiles/profile-keys.ts';

/** Profile lists load 20 at a time (spec 2 §9). */
export const PROFILE_PAGE_SIZE = 20;

type Who = { viewerId: number | null; username: string };

export const publicProfileQueryOptions = ({ viewerId, username }: Who) =>
  queryOptions({
    queryKey: profileKeys.user(viewerId, username),
    queryFn: ({ signal }) => call(getUserProfile, { params: { username }, signal }),
  });

export const genrePreferencesQueryOptions = ({ viewerId, username }: Who) =>
  queryOptions({
    queryKey: profileKeys.part(viewerId, username, 'genres'),
    queryFn: ({ signal }) => call(listUserGenrePreferences, { params: { username }, signal }),
  });

export const platformPreferencesQueryOptions = ({ viewerId, username }: Who) =>
  queryOptions({
    queryKey: profileKeys.part(viewerId, username, 'platforms'),
    queryFn: ({ signal }) => call(listUserPlatformPreferences, { params: { username }, signal }),
  });

/** What a profile list's page call takes: the user, the page and its size. */
type ListInput = { params: { username: string }; query: { page: number; size: number }; signal: AbortSignal };

/** One of the profile's lists, 20 at a time, asking for the page `next` gives after each. */
function profileListQueryOptions<TPage>(
  { viewerId, username }: Who,
  part: string,
  fetchPage: (input: ListInput) => Promise<TPage>,
  next: (last: TPage) => number | undefined,
) {
  return infiniteQueryOptions({
    queryKey: profileKeys.part(viewerId, username, part),
    queryFn: ({ pageParam, signal }) => fetchPage({ params: { username }, query: { page: pageParam, size: PROFILE_PAGE_SIZE }, signal }),
    initialPageParam: 0,
    getNextPageParam: next,
  });
}

const nextOfPage = (last: { last: boolean; page: number }) => (last.last ? undefined : last.page + 1);

export const profileCollectionsQueryOptions = (who: Who) =>
  profileListQueryOptions(who, 'collections', (input) => call(pageUserCollections, input), nextOfPage);

export const profileActivityQueryOptions = (who: Who) =>
  profileListQueryOptions(who, 'activity', (input) => call(pageUserActivity, input), nextOfPage);

export const profileReviewsQueryOptions = (who: Who) =>
  profileListQueryOptions(
    who,
    'reviews',
    (input) => call(pageUserReviews, input),
    (last) => (last.hasNext ? last.currentPage + 1 : undefined),
  );
