import { useQuery } from '@tanstack/react-query';
import { getGamePrices } from '@gameshelf/contracts';
import { call } from '../../../lib/api-client.ts';

/** A game's prices per store for Korean buyers (issue 36); the server lets caches keep them 5 minutes. */
export const useGamePrices = (gameId: number) =>
  useQuery({
    queryKey: ['games', gameId, 'prices'] as const,
    queryFn: ({ signal }) => call(getGamePrices, { params: { id: gameId }, signal }),
    staleTime: 5 * 60_000,
  });
