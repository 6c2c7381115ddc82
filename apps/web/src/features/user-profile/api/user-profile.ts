import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  type ActivityPage,
  type CollectionPage,
  type GenrePreference,
  type PlatformPreference,
  type PublicProfile,
  type ReviewPage,
  profilePaths,
} from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';
import { profileKeys } from '../../../lib/profile-keys.ts';

/** Profile lists load 20 at a time (spec 2 §9). */
export const PROFILE_PAGE_SIZE = 20;

type Who = { viewerId: number | null; username: string };

export const publicProfileQueryOptions = ({ viewerId, username }: Who) =>
  queryOptions({
    queryKey: profileKeys.user(viewerId, username),
    queryFn: ({ signal }) => api.get<PublicProfile>(profilePaths.userProfile(username), { signal }),
  });

export const genrePreferencesQueryOptions = ({ viewerId, username }: Who) =>
  queryOptions({
    queryKey: profileKeys.part(viewerId, username, 'genres'),
    queryFn: ({ signal }) => api.get<GenrePreference[]>(profilePaths.userGenrePreferences(username), { signal }),
  });

export const platformPreferencesQueryOptions = ({ viewerId, username }: Who) =>
  queryOptions({
    queryKey: profileKeys.part(viewerId, username, 'platforms'),
    queryFn: ({ signal }) => api.get<PlatformPreference[]>(profilePaths.userPlatformPreferences(username), { signal }),
  });

/** One of the profile's lists, 20 at a time, asking for the page `next` gives after each. */
function profileListQueryOptions<TPage>(
  { viewerId, username }: Who,
  part: string,
  path: string,
  next: (last: TPage) => number | undefined,
) {
  return infiniteQueryOptions({
    queryKey: profileKeys.part(viewerId, username, part),
    queryFn: ({ pageParam, signal }) => api.get<TPage>(path, { searchParams: { page: pageParam, size: PROFILE_PAGE_SIZE }, signal }),
    initialPageParam: 0,
    getNextPageParam: next,
  });
}

const nextOfPage = (last: { last: boolean; page: number }) => (last.last ? undefined : last.page + 1);

export const profileCollectionsQueryOptions = (who: Who) =>
  profileListQueryOptions<CollectionPage>(who, 'collections', profilePaths.userCollections(who.username), nextOfPage);

export const profileActivityQueryOptions = (who: Who) =>
  profileListQueryOptions<ActivityPage>(who, 'activity', profilePaths.userActivity(who.username), nextOfPage);

export const profileReviewsQueryOptions = (who: Who) =>
  profileListQueryOptions<ReviewPage>(who, 'reviews', profilePaths.userReviews(who.username), (last) =>
    last.hasNext ? last.currentPage + 1 : undefined,
  );
