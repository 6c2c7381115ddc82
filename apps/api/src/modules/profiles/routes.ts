import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  CollectionPageSchema,
  ErrorBodySchema,
  ProfilePageQuerySchema,
  ReviewPageSchema,
  GenrePreferenceListSchema,
  PlatformPreferenceListSchema,
  PublicProfileSchema,
  UsernameParamsSchema,
  profileMessages,
} from '@gameshelf/contracts';
import type { ProfilesService } from './service.ts';

const errors = { 400: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const forUser = { invalidParamsMessage: profileMessages.userNotFound };

/** Spec 2 §7 profile calls, for anyone; the signed-in viewer's id decides what they see. */
export const profileRoutes: FastifyPluginAsyncZod<{ profiles: ProfilesService }> = async (app, { profiles }) => {
  const viewer = (request: { auth: { userId: number } | null }) => request.auth?.userId ?? null;
  app.get(
    apiPaths.userProfilePattern,
    { schema: { params: UsernameParamsSchema, response: { 200: PublicProfileSchema, ...errors } }, config: forUser },
    async (request) => profiles.profile(request.params.username, viewer(request)),
  );
  app.get(
    apiPaths.userCollectionsPattern,
    {
      schema: { params: UsernameParamsSchema, querystring: ProfilePageQuerySchema, response: { 200: CollectionPageSchema, ...errors } },
      config: forUser,
    },
    async (request) => profiles.collections(request.params.username, viewer(request), request.query),
  );
  app.get(
    apiPaths.userReviewsPattern,
    {
      schema: { params: UsernameParamsSchema, querystring: ProfilePageQuerySchema, response: { 200: ReviewPageSchema, ...errors } },
      config: forUser,
    },
    async (request) => profiles.reviews(request.params.username, viewer(request), request.query),
  );
  app.get(
    apiPaths.userGenrePreferencesPattern,
    { schema: { params: UsernameParamsSchema, response: { 200: GenrePreferenceListSchema, ...errors } }, config: forUser },
    async (request) => profiles.genrePreferences(request.params.username, viewer(request)),
  );
  app.get(
    apiPaths.userPlatformPreferencesPattern,
    { schema: { params: UsernameParamsSchema, response: { 200: PlatformPreferenceListSchema, ...errors } }, config: forUser },
    async (request) => profiles.platformPreferences(request.params.username, viewer(request)),
  );
};
