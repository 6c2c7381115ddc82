import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActivityPageSchema,
  apiPaths,
  CollectionPageSchema,
  DataExportQuerySchema,
  ErrorBodySchema,
  ProfilePageQuerySchema,
  ReviewPageSchema,
  GenrePreferenceListSchema,
  PlatformPreferenceListSchema,
  PublicProfileSchema,
  UsernameParamsSchema,
  profileMessages,
} from '@gameshelf/contracts';
import { requireAuth } from '../../plugins/authentication.ts';
import { toCsvZip } from './data-export.ts';
import type { ExportService } from './export-service.ts';
import type { ProfilesService } from './service.ts';

const errors = { 400: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const forUser = { invalidParamsMessage: profileMessages.userNotFound };

/** Spec 2 §7 profile calls, for anyone; the signed-in viewer's id decides what they see. */
export const profileRoutes: FastifyPluginAsyncZod<{ profiles: ProfilesService; exporter: ExportService }> = async (
  app,
  { profiles, exporter },
) => {
  const viewer = (request: { auth: { userId: number } | null }) => request.auth?.userId ?? null;

  // The user's own data as a download: JSON, or a zip of CSV files (UTF-8 with BOM). A heavy read, so
  // limited per client address (shared across instances when Redis is configured).
  app.get(
    apiPaths.myDataExport,
    {
      schema: { querystring: DataExportQuerySchema },
      config: { auth: 'user', rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const data = await exporter.export(requireAuth(request).userId);
      const name = `gameshelf-${data.profile.username.replace(/[^\w-]/g, '_')}-${data.exportedAt.slice(0, 10)}`;
      if (request.query.format === 'csv') {
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${name}.zip"`)
          .send(Buffer.from(toCsvZip(data)));
      }
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.json"`)
        .send(JSON.stringify(data, null, 2));
    },
  );
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
    apiPaths.userActivityPattern,
    {
      schema: { params: UsernameParamsSchema, querystring: ProfilePageQuerySchema, response: { 200: ActivityPageSchema, ...errors } },
      config: forUser,
    },
    async (request) => profiles.activity(request.params.username, viewer(request), request.query),
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
