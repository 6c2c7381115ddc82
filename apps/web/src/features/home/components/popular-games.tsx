import { homeMessages } from '@gameshelf/contracts';
import { GameCard } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import type { HomeGameCard } from '../lib/fallback-games.ts';
import { toCardProps } from '../lib/home-games.ts';
import { HomeSection } from './home-section.tsx';
import { HydrateLater } from '../../../lib/hydrate-later.tsx';
import { cardCover } from '../../../entities/catalog/thumbnail-cover.ts';

/** A card's width in the row (the `w-[120px]` below), for its cover's `sizes`. */
const POPULAR_CARD_WIDTH = '120px';

/** 인기 게임 (spec 1 §2): ten cards in a row that scrolls sideways, and 전체보기 to /games. */
export function PopularGames({ games }: { games: readonly HomeGameCard[] }) {
  return (
    <HomeSection id="home-popular-games" title="인기 게임" moreHref={paths.games}>
      {games.length === 0 ? (
        <p className="px-gutter text-sm text-muted-foreground">{homeMessages.popularGamesUnavailable}</p>
      ) : (
        <ul
          aria-label="인기 게임 목록"
          className="flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-gutter pb-1 [scrollbar-width:none]"
        >
          {games.map((game) => (
            // Each card hydrates in a task of its own (lib/hydrate-later.tsx).
            <HydrateLater key={game.id}>
              <li className="w-[120px] shrink-0 snap-start">
                <GameCard variant="grid" {...toCardProps(game)} {...cardCover(game.coverUrl, POPULAR_CARD_WIDTH)} />
              </li>
            </HydrateLater>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
