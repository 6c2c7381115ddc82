import type { Game } from '@gameshelf/contracts';
import { cn, GameCard, GameCardSkeleton } from '@gameshelf/ui';
import type { ViewMode } from '../lib/list-params.ts';
import { toGameCardProps } from '../../../entities/catalog/game-view.ts';
import { HydrateLater } from '../../../lib/hydrate-later.tsx';

const layout: Record<ViewMode, string> = {
  // 3 columns on phones, 4 from 480 px (spec 1 §2).
  grid: 'grid grid-cols-3 gap-x-3 gap-y-5 px-gutter min-[480px]:grid-cols-4',
  list: 'flex flex-col divide-y divide-border px-2',
};

/** Cards on a phone's first screen (two rows of the grid): their covers load at once (GameCard `priority`). */
const FIRST_SCREEN_CARDS = 6;

export function GameResults({ games, viewMode }: { games: Game[]; viewMode: ViewMode }) {
  return (
    <ul aria-label="게임 목록" data-view-mode={viewMode} className={layout[viewMode]}>
      {games.map((game, index) => (
        // Each card hydrates in a task of its own (lib/hydrate-later.tsx): one page of them was one long task.
        <HydrateLater key={game.id}>
          <li className="min-w-0">
            <GameCard variant={viewMode} priority={index < FIRST_SCREEN_CARDS} {...toGameCardProps(game)} />
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
