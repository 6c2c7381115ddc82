import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  DisplayNameCheckQuerySchema,
  DisplayNameCheckSchema,
  displayNameError,
  ErrorBodySchema,
  ProfileUpdateRequestSchema,
  SettingsSchema,
  SettingsUpdateRequestSchema,
  UserProfileSchema,
  userMessages,
} from '@gameshelf/contracts';
import { toUserProfile } from './users-repository.ts';
import { HttpError } from '../../shared/http-error.ts';
import { requireAuth } from '../../plugins/authentication.ts';
import { profileImageKeyPrefix } from '../uploads/routes.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const currentUser = async (userId: number) => {
    const user = await app.repositories.users.findById(userId);
    if (!user) throw new HttpError(401, userMessages.authRequiredAgain);
    return user;
  };

  app.get(
    apiPaths.profile,
    { schema: { response: { 200: UserProfileSchema, 401: ErrorBodySchema } }, config: { auth: 'user' } },
    async (request) => toUserProfile(await currentUser(requireAuth(request).userId)),
  );

  app.put(
    apiPaths.profile,
    {
      schema: { body: ProfileUpdateRequestSchema, response: { 200: UserProfileSchema, 400: ErrorBodySchema, 401: ErrorBodySchema } },
      config: { auth: 'user' },
    },
    async (request) => {
      const { userId } = requireAuth(request);
      const { displayName, bio, profileCompleted, profileImageUrl } = request.body;
      if (await app.repositories.users.isDisplayNameTaken(displayName, userId)) {
        throw new HttpError(400, userMessages.displayNameTaken, 'displayName');
      }
      // Only a photo this user uploaded to our store (or null to remove it).
      if (profileImageUrl && !profileImageUrl.startsWith(app.imageStore.urlFor(profileImageKeyPrefix(userId)))) {
        throw new HttpError(400, userMessages.imageUploadFailed, 'profileImageUrl');
      }
      const current = await currentUser(userId);
      const user = await app.repositories.users.updateProfile(userId, {
        displayName,
        bio,
        ...(profileImageUrl !== undefined && { profileImageUrl }),
        // Completing is one-way: a finished profile is never marked incomplete again.
        profileCompleted: current.profileCompleted || profileCompleted === true,
      });
      return toUserProfile(user);
    },
  );

  // Anyone may ask (the setup screen checks while typing); a signed-in caller's own name counts as free.
  app.get(
    apiPaths.checkDisplayName,
    { schema: { querystring: DisplayNameCheckQuerySchema, response: { 200: DisplayNameCheckSchema } } },
    async (request) => {
      const error = displayNameError(request.query.displayName);
      if (error) return { available: false, message: error };
      const taken = await app.repositories.users.isDisplayNameTaken(request.query.displayName.trim(), request.auth?.userId);
      return taken ? { available: false, message: userMessages.displayNameTaken } : { available: true };
    },
  );

  app.patch(
    apiPaths.settings,
    {
      schema: { body: SettingsUpdateRequestSchema, response: { 200: SettingsSchema, 400: ErrorBodySchema, 401: ErrorBodySchema } },
      config: { auth: 'user' },
    },
    async (request) => {
      const user = await app.repositories.users.updateSettings(requireAuth(request).userId, request.body);
      return { darkModeEnabled: user.darkModeEnabled, notificationEnabled: user.notificationEnabled };
    },
  );
};
