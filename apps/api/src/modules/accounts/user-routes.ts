import type { FastifyInstance } from 'fastify';
import { checkDisplayNameAvailability, getOwnProfile, updateAccountSettings, updateOwnProfile } from '@gameshelf/contracts';
import { requireAuth } from '../../plugins/authentication.ts';
import { serveEndpoint } from '../../shared/endpoint-route.ts';
import type { ProfileService } from './service.ts';

/** Spec 2 §7 own profile and settings. */
export function userRoutes(app: FastifyInstance, profiles: ProfileService): void {
  serveEndpoint(app, getOwnProfile, async (request) => profiles.getProfile(requireAuth(request).userId));

  serveEndpoint(app, updateOwnProfile, async (request) => profiles.updateProfile(requireAuth(request).userId, request.body));

  // Anyone may ask (the setup screen checks while typing); a signed-in caller's own name counts as free.
  serveEndpoint(app, checkDisplayNameAvailability, async (request) =>
    profiles.checkDisplayName(request.query.displayName, request.auth?.userId),
  );

  serveEndpoint(app, updateAccountSettings, async (request) => profiles.updateSettings(requireAuth(request).userId, request.body));
}
