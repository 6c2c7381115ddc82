import type { UserInfo, UserProfile } from '@gameshelf/contracts';
import type { UserRow } from './users-repository.ts';

/** A user as the contract's UserInfo (sign-in answers, /api/auth/me). */
export function toUserInfo(user: UserRow): UserInfo {
  return {
    id: user.id,
    username: user.username,
    displayName: user.displayName,
    bio: user.bio,
    profileImageUrl: user.profileImageUrl,
    darkModeEnabled: user.darkModeEnabled,
    notificationEnabled: user.notificationEnabled,
    profileCompleted: user.profileCompleted,
    role: user.role,
  };
}

/** A user as the contract's UserProfile (the profile screens). */
export function toUserProfile(user: UserRow): UserProfile {
  return {
    ...toUserInfo(user),
    // Store linking arrives with its own issue; until then nothing is linked.
    steamId: null,
    steamProfileUrl: null,
    gogUserId: null,
    gogUsername: null,
    gogAvatarUrl: null,
    gogLastSyncedAt: null,
  };
}
