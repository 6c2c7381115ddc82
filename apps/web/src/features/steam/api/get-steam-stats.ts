import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSteamStats, type SteamStats } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { cooldownEndsAt, syncClock } from '../../../entities/store-library/sync-cooldown.ts';
import { throwsUnauthorized } from './get-steam-games.ts';
import { steamKeys } from './steam-keys.ts';

/** The stats, with when the cooldown they report ends on this device's clock (counted down each second). */
export type SteamStatsView = SteamStats & { cooldownEndsAt: number | null };

async function steamStatsView(signal?: AbortSignal): Promise<SteamStatsView> {
  const stats = await call(getSteamStats, { signal });
  return { ...stats, cooldownEndsAt: stats.cooldownActive ? cooldownEndsAt(stats.remainingSeconds, syncClock()) : null };
}

export const steamStatsQueryOptions = () =>
  queryOptions({ queryKey: steamKeys.stats(), queryFn: ({ signal }) => steamStatsView(signal), throwOnError: throwsUnauthorized });

export function useSteamStats() {
  return useQuery(steamStatsQueryOptions());
}
