import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGogStats, type GogStats } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';
import { cooldownEndsAt, syncClock } from '../../../entities/store-library/sync-cooldown.ts';
import { gogKeys } from './gog-keys.ts';

/** The stats, with when the cooldown they report ends on this device's clock (counted down each second). */
export type GogStatsView = GogStats & { cooldownEndsAt: number | null };

async function gogStatsView(signal?: AbortSignal): Promise<GogStatsView> {
  const stats = await call(getGogStats, { signal });
  return { ...stats, cooldownEndsAt: stats.cooldownActive ? cooldownEndsAt(stats.remainingSeconds, syncClock()) : null };
}

export const gogStatsQueryOptions = () => queryOptions({ queryKey: gogKeys.stats(), queryFn: ({ signal }) => gogStatsView(signal) });

export function useGogStats() {
  return useQuery(gogStatsQueryOptions());
}
