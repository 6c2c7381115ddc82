import { toUserInfo, type UserProfile } from '@gameshelf/contracts';
import type { UserRow } from './users-repository.ts';

/** A user as the contract's UserProfile (the profile screens). */
export function toUserProfile(user: UserRow): UserProfile {
  return {
    ...toUserInfo(user),
    isPublicProfile: user.isPublicProfile,
    // Store linking arrives with its own issue; until then nothing is linked.
    steamId: null,
    steamProfileUrl: null,
    gogUserId: null,
    gogUsername: null,
    gogAvatarUrl: null,
    gogLastSyncedAt: null,
  };
}
