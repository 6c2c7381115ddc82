import type { FastifyInstance } from 'fastify';
import {
  exportMyData,
  getUserProfile,
  listUserGenrePreferences,
  listUserPlatformPreferences,
  pageUserActivity,
  pageUserCollections,
  pageUserReviews,
  profileMessages,
} from '@gameshelf/contracts';
import { requireAuth } from '../../plugins/authentication.ts';
import { serveEndpoint } from '../../shared/endpoint-route.ts';
import { toCsvZip } from './data-export.ts';
import type { ExportService } from './export-service.ts';
import type { ProfilesService } from './service.ts';

const forUser = { invalidParamsMessage: profileMessages.userNotFound };

/** Spec 2 §7 profile calls, for anyone; the signed-in viewer's id decides what they see. */
export function profileRoutes(app: FastifyInstance, { profiles, exporter }: { profiles: ProfilesService; exporter: ExportService }): void {
  const viewer = (request: { auth: { userId: number } | null }) => request.auth?.userId ?? null;

  // The user's own data as a download: JSON, or a zip of CSV files (UTF-8 with BOM). A heavy read, so
  // limited per client address (shared across instances when Redis is configured).
  serveEndpoint(
    app,
    exportMyData,
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
    { rateLimit: { max: 10, timeWindow: '1 hour' } },
  );
  serveEndpoint(app, getUserProfile, async (request) => profiles.profile(request.params.username, viewer(request)), forUser);
  serveEndpoint(
    app,
    pageUserCollections,
    async (request) => profiles.collections(request.params.username, viewer(request), request.query),
    forUser,
  );
  serveEndpoint(
    app,
    pageUserReviews,
    async (request) => profiles.reviews(request.params.username, viewer(request), request.query),
    forUser,
  );
  serveEndpoint(
    app,
    pageUserActivity,
    async (request) => profiles.activity(request.params.username, viewer(request), request.query),
    forUser,
  );
  serveEndpoint(
    app,
    listUserGenrePreferences,
    async (request) => profiles.genrePreferences(request.params.username, viewer(request)),
    forUser,
  );
  serveEndpoint(
    app,
    listUserPlatformPreferences,
    async (request) => profiles.platformPreferences(request.params.username, viewer(request)),
    forUser,
  );
}
