import { toUserInfo, type UserProfile } from '@gameshelf/contracts';
import type { UserRow } from './users-repository.ts';

/** The user's linked store accounts as the profile shows them (spec 3 §3 "User (link related)"). */
export type StoreLinkFields = Pick<
  UserProfile,
  'steamId' | 'steamProfileUrl' | 'steamLastSyncedAt' | 'gogUserId' | 'gogUsername' | 'gogAvatarUrl' | 'gogLastSyncedAt'
>;

export const NO_STORE_LINKS: StoreLinkFields = {
  steamId: null,
  steamProfileUrl: null,
  steamLastSyncedAt: null,
  gogUserId: null,
  gogUsername: null,
  gogAvatarUrl: null,
  gogLastSyncedAt: null,
};

/** A user as the contract's UserProfile (the profile screens). */
export function toUserProfile(user: UserRow, links: StoreLinkFields = NO_STORE_LINKS): UserProfile {
  return { ...toUserInfo(user), isPublicProfile: user.isPublicProfile, ...links };
}
