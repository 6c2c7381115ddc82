import type { Game } from '@gameshelf/contracts';
import { cn, GameCard, GameCardSkeleton } from '@gameshelf/ui';
import type { ViewMode } from '../lib/list-params.ts';
import { gameCoverUrl, toGameCardProps } from '../../../entities/catalog/game-view.ts';
import { GAME_GRID_CLASS, GAME_GRID_COVER_SIZES, GAME_LIST_COVER_SIZES } from '../../../entities/catalog/game-grid.ts';
import { cardCover } from '../../../entities/catalog/thumbnail-cover.ts';
import { HydrateLater } from '../../../lib/hydrate-later.tsx';

const layout: Record<ViewMode, string> = {
  grid: GAME_GRID_CLASS,
  list: 'flex flex-col divide-y divide-border px-2',
};

const coverSizes: Record<ViewMode, string> = { grid: GAME_GRID_COVER_SIZES, list: GAME_LIST_COVER_SIZES };

/** Cards on a phone's first screen (two rows of the grid): their covers load at once (GameCard `priority`). */
const FIRST_SCREEN_CARDS = 6;

export function GameResults({ games, viewMode }: { games: Game[]; viewMode: ViewMode }) {
  return (
    <ul aria-label="게임 목록" data-view-mode={viewMode} className={layout[viewMode]}>
      {games.map((game, index) => (
        // Each card hydrates in a task of its own (lib/hydrate-later.tsx): one page of them was one long task.
        <HydrateLater key={game.id}>
          <li className="min-w-0">
            <GameCard
              variant={viewMode}
              priority={index < FIRST_SCREEN_CARDS}
              {...toGameCardProps(game)}
              {...cardCover(gameCoverUrl(game), coverSizes[viewMode])}
            />
          </li>
        </HydrateLater>
      ))}
    </ul>
  );
}

export function GameResultsSkeleton({ viewMode, count = 12, className }: { viewMode: ViewMode; count?: number; className?: string }) {
  return (
    <div aria-hidden className={cn(layout[viewMode], className)}>
      {Array.from({ length: count }, (_, i) => (
        <GameCardSkeleton key={i} variant={viewMode} />
      ))}
    </div>
  );
}
