import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { gameQueryOptions } from '../../lib/game-query.ts';
import { parseGameId } from '../../features/games/components/game-detail-screen.tsx';

export { GameDetailScreen as Component } from '../../features/games/components/game-detail-screen.tsx';

/** Starts the game query the screen reads, without blocking navigation. */
export const createLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    const id = parseGameId(params.gameId);
    if (id !== null) void queryClient.prefetchQuery(gameQueryOptions(id));
    return null;
  };
