import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SteamStats, steamPaths } from '@gameshelf/contracts';
import { api } from '../../../lib/api-client.ts';
import { cooldownEndsAt, syncClock } from '../../../lib/sync-cooldown.ts';
import { throwsUnauthorized } from './get-steam-games.ts';
import { steamKeys } from './steam-keys.ts';

/** The stats, with when the cooldown they report ends on this device's clock (counted down each second). */
export type SteamStatsView = SteamStats & { cooldownEndsAt: number | null };

/** `GET /api/steam/stats`. */
export async function getSteamStats(signal?: AbortSignal): Promise<SteamStatsView> {
  const stats = await api.get<SteamStats>(steamPaths.steamStats, { signal });
  return { ...stats, cooldownEndsAt: stats.cooldownActive ? cooldownEndsAt(stats.remainingSeconds, syncClock()) : null };
}

export const steamStatsQueryOptions = () =>
  queryOptions({ queryKey: steamKeys.stats(), queryFn: ({ signal }) => getSteamStats(signal), throwOnError: throwsUnauthorized });

export function useSteamStats() {
  return useQuery(steamStatsQueryOptions());
}
