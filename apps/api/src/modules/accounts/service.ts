import type { z } from 'zod';
import {
  displayNameError,
  normalizeDisplayName,
  type DisplayNameCheck,
  type ProfileUpdateRequestSchema,
  type Settings,
  type SettingsUpdateRequest,
  type UserInfo,
  type UserProfile,
  accountMessages,
  uploadMessages,
  toUserInfo,
} from '@gameshelf/contracts';
import { InvalidError, NotFoundError, UnauthorizedError } from '../../shared/errors.ts';
import { displayNameKey } from './display-name-key.ts';
import { NO_STORE_LINKS, toUserProfile, type StoreLinkFields } from './user-info.ts';
import type { UserRow, UsersRepository } from './users-repository.ts';

/** A profile update as the contract's schema parses it (bio defaulted). */
export type ProfileUpdate = z.output<typeof ProfileUpdateRequestSchema>;

export type ProfileServiceDeps = {
  users: UsersRepository;
  /** True when `url` is a photo this user uploaded to our store (the uploads module's rule). */
  isOwnProfileImageUrl(userId: number, url: string): boolean;
  /** The user's linked Steam and GOG accounts (the store-library module's). */
  storeLinks?(userId: number): Promise<StoreLinkFields>;
};

/** The profile and settings rules of an account. */
export function createProfileService(deps: ProfileServiceDeps) {
  const { users } = deps;
  const storeLinks = async (userId: number) => (deps.storeLinks ? deps.storeLinks(userId) : NO_STORE_LINKS);

  /** The signed-in user; a token naming a user that no longer exists must sign in again. */
  async function currentUser(userId: number): Promise<UserRow> {
    const user = await users.findById(userId);
    if (!user) throw new UnauthorizedError(accountMessages.authRequiredAgain);
    return user;
  }

  return {
    me: async (userId: number): Promise<UserInfo> => toUserInfo(await currentUser(userId)),

    getProfile: async (userId: number): Promise<UserProfile> => {
      const [user, links] = await Promise.all([currentUser(userId), storeLinks(userId)]);
      return toUserProfile(user, links);
    },

    /**
     * Saves nickname, bio, completion and photo. The nickname must be free: no other user may hold a
     * name that looks the same (its key, display-name-key.ts; the user's own counts as free). The photo
     * must be one this user uploaded (or null to remove it), and completing is one-way: a finished
     * profile is never marked incomplete again.
     */
    async updateProfile(userId: number, update: ProfileUpdate): Promise<UserProfile> {
      const { displayName, bio, profileCompleted, profileImageUrl } = update;
      if (profileImageUrl && !deps.isOwnProfileImageUrl(userId, profileImageUrl)) {
        throw new InvalidError(uploadMessages.profileImageNotOwn, 'profileImageUrl');
      }
      const current = await currentUser(userId);
      // Kept as it is, a name keeps its key (suffixed when it collided before keys existed).
      const key = current.displayName === displayName && current.displayNameKey ? current.displayNameKey : displayNameKey(displayName);
      if (await users.isDisplayNameKeyTaken(key, userId)) throw new InvalidError(accountMessages.displayNameTaken, 'displayName');
      const result = await users.updateProfile(userId, {
        displayName,
        displayNameKey: key,
        bio,
        ...(profileImageUrl !== undefined && { profileImageUrl }),
        profileCompleted: current.profileCompleted || profileCompleted === true,
      });
      if (result.kind === 'display-name-taken') throw new InvalidError(accountMessages.displayNameTaken, 'displayName');
      if (result.kind === 'not-found') throw new NotFoundError(accountMessages.userNotFound);
      return toUserProfile(result.user, await storeLinks(userId));
    },

    /**
     * Whether a nickname is free: the contract's rules first, then whether another user holds a name that
     * looks the same (the caller's own name counts as free).
     */
    async checkDisplayName(value: string, callerId: number | undefined): Promise<DisplayNameCheck> {
      const error = displayNameError(value);
      if (error) return { available: false, message: error };
      const displayName = normalizeDisplayName(value);
      if (callerId !== undefined && (await users.findById(callerId))?.displayName === displayName) return { available: true };
      const taken = await users.isDisplayNameKeyTaken(displayNameKey(displayName), callerId);
      return taken ? { available: false, message: accountMessages.displayNameTaken } : { available: true };
    },

    async updateSettings(userId: number, changes: SettingsUpdateRequest): Promise<Settings> {
      const user = await users.updateSettings(userId, changes);
      if (!user) throw new NotFoundError(accountMessages.userNotFound);
      return {
        darkModeEnabled: user.darkModeEnabled,
        notificationEnabled: user.notificationEnabled,
        isPublicProfile: user.isPublicProfile,
      };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
