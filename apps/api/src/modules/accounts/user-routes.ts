import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  DisplayNameCheckQuerySchema,
  DisplayNameCheckSchema,
  ErrorBodySchema,
  ProfileUpdateRequestSchema,
  SettingsSchema,
  SettingsUpdateRequestSchema,
  UserProfileSchema,
} from '@gameshelf/contracts';
import { requireAuth } from '../../plugins/authentication.ts';
import type { ProfileService } from './service.ts';

export const userRoutes: FastifyPluginAsyncZod<{ profiles: ProfileService }> = async (app, { profiles }) => {
  app.get(
    apiPaths.profile,
    { schema: { response: { 200: UserProfileSchema, 401: ErrorBodySchema } }, config: { auth: 'user' } },
    async (request) => profiles.getProfile(requireAuth(request).userId),
  );

  app.put(
    apiPaths.profile,
    {
      schema: { body: ProfileUpdateRequestSchema, response: { 200: UserProfileSchema, 400: ErrorBodySchema, 401: ErrorBodySchema } },
      config: { auth: 'user' },
    },
    async (request) => profiles.updateProfile(requireAuth(request).userId, request.body),
  );

  // Anyone may ask (the setup screen checks while typing); a signed-in caller's own name counts as free.
  app.get(
    apiPaths.checkDisplayName,
    { schema: { querystring: DisplayNameCheckQuerySchema, response: { 200: DisplayNameCheckSchema } } },
    async (request) => profiles.checkDisplayName(request.query.displayName, request.auth?.userId),
  );

  app.patch(
    apiPaths.settings,
    {
      schema: { body: SettingsUpdateRequestSchema, response: { 200: SettingsSchema, 400: ErrorBodySchema, 401: ErrorBodySchema } },
      config: { auth: 'user' },
    },
    async (request) => profiles.updateSettings(requireAuth(request).userId, request.body),
  );
};
