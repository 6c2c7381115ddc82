import { queryOptions, useQuery } from '@tanstack/react-query';
import { type GogStats, gogPaths } from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';
import { cooldownEndsAt, syncClock } from '../../../lib/sync-cooldown.ts';
import { gogKeys } from './gog-keys.ts';

/** The stats, with when the cooldown they report ends on this device's clock (counted down each second). */
export type GogStatsView = GogStats & { cooldownEndsAt: number | null };

/** `GET /api/gog/stats`. */
export async function getGogStats(signal?: AbortSignal): Promise<GogStatsView> {
  const stats = await api.get<GogStats>(gogPaths.gogStats, { signal });
  return { ...stats, cooldownEndsAt: stats.cooldownActive ? cooldownEndsAt(stats.remainingSeconds, syncClock()) : null };
}

export const gogStatsQueryOptions = () => queryOptions({ queryKey: gogKeys.stats(), queryFn: ({ signal }) => getGogStats(signal) });

export function useGogStats() {
  return useQuery(gogStatsQueryOptions());
}
