import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  apiPaths,
  type ActivityPage,
  type CollectionPage,
  type GenrePreference,
  type PlatformPreference,
  type PublicProfile,
  type ReviewPage,
} from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';
import { profileKeys } from '../../../lib/profile-keys.ts';

/** Profile lists load 20 at a time (spec 2 §9). */
export const PROFILE_PAGE_SIZE = 20;

type Who = { viewerId: number | null; username: string };

export const publicProfileQueryOptions = ({ viewerId, username }: Who) =>
  queryOptions({
    queryKey: profileKeys.user(viewerId, username),
    queryFn: ({ signal }) => api.get<PublicProfile>(apiPaths.userProfile(username), { signal }),
  });

export const genrePreferencesQueryOptions = ({ viewerId, username }: Who) =>
  queryOptions({
    queryKey: profileKeys.part(viewerId, username, 'genres'),
    queryFn: ({ signal }) => api.get<GenrePreference[]>(apiPaths.userGenrePreferences(username), { signal }),
  });

export const platformPreferencesQueryOptions = ({ viewerId, username }: Who) =>
  queryOptions({
    queryKey: profileKeys.part(viewerId, username, 'platforms'),
    queryFn: ({ signal }) => api.get<PlatformPreference[]>(apiPaths.userPlatformPreferences(username), { signal }),
  });

export const profileCollectionsQueryOptions = ({ viewerId, username }: Who) =>
  infiniteQueryOptions({
    queryKey: profileKeys.part(viewerId, username, 'collections'),
    queryFn: ({ pageParam, signal }) =>
      api.get<CollectionPage>(apiPaths.userCollections(username), { searchParams: { page: pageParam, size: PROFILE_PAGE_SIZE }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.last ? undefined : last.page + 1),
  });

export const profileActivityQueryOptions = ({ viewerId, username }: Who) =>
  infiniteQueryOptions({
    queryKey: profileKeys.part(viewerId, username, 'activity'),
    queryFn: ({ pageParam, signal }) =>
      api.get<ActivityPage>(apiPaths.userActivity(username), { searchParams: { page: pageParam, size: PROFILE_PAGE_SIZE }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.last ? undefined : last.page + 1),
  });

export const profileReviewsQueryOptions = ({ viewerId, username }: Who) =>
  infiniteQueryOptions({
    queryKey: profileKeys.part(viewerId, username, 'reviews'),
    queryFn: ({ pageParam, signal }) =>
      api.get<ReviewPage>(apiPaths.userReviews(username), { searchParams: { page: pageParam, size: PROFILE_PAGE_SIZE }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasNext ? last.currentPage + 1 : undefined),
  });
