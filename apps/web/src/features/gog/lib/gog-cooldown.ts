import { gogMessages } from '@gameshelf/contracts';
import { cooldownEndsAfterSync } from '../../../entities/store-library/sync-cooldown.ts';
import type { GogStatsView } from '../api/get-gog-stats.ts';

/**
 * When the sync cooldown ends (spec 3 §4): as the server's stats report it once they are loaded (the
 * server enforces the cooldown, so an inactive one there is none here); before that, or when they
 * failed to load, 180 seconds after the profile's gogLastSyncedAt. Null when there is none.
 */
export function gogCooldownEndsAt(
  stats: Pick<GogStatsView, 'cooldownEndsAt'> | undefined,
  gogLastSyncedAt: string | null | undefined,
  now: number,
): number | null {
  return stats ? stats.cooldownEndsAt : cooldownEndsAfterSync(gogLastSyncedAt ?? null, now);
}

/** The toast when sync is pressed during the cooldown (spec 3 §8): '{m}분 {s}초 후 …', seconds alone under a minute. */
export const cooldownClickMessage = (seconds: number): string => gogMessages.cooldownClick(Math.floor(seconds / 60), seconds % 60);
