import { FolderCheck, FolderPlus } from 'lucide-react';
import { gogMessages, type GogLibraryGame } from '@gameshelf/contracts';
import { cn, UiLink } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { gogGameTitle, gogReleaseText } from '../lib/library-view.ts';
import { GogGameCover } from './gog-game-cover.tsx';

export interface GogGameCardProps {
  game: GogLibraryGame;
  /** Opens the collection picker for this game. */
  onAddToCollection: () => void;
}

/**
 * One game of the grid (spec 3 §2.3). Mapped: the cover and title open the game's page, the release
 * date shows, and a round button adds it to a collection (green once it is in one). Unmapped: dimmed,
 * GOG's title and '게임 정보 준비 중', not a link.
 */
export function GogGameCard({ game, onAddToCollection }: GogGameCardProps) {
  const title = gogGameTitle(game);
  const linked = game.igdbGame;

  if (!game.mapped || !linked) {
    return (
      <li data-slot="gog-game" data-mapped="false" className="flex flex-col gap-2">
        <GogGameCover sources={[game.gogImageUrl]} dimmed />
        <span className="flex flex-col gap-0.5">
          <span className="line-clamp-2 text-sm leading-snug font-medium text-muted-foreground">{game.gogTitle}</span>
          <span className="text-xs text-muted-foreground">{gogMessages.unmapped}</span>
        </span>
      </li>
    );
  }

  const release = gogReleaseText(game);
  const label = game.inCollection ? gogMessages.inCollection : gogMessages.addToCollection;
  return (
    <li data-slot="gog-game" data-mapped="true" className="relative flex flex-col">
      <UiLink
        href={paths.game(Number(linked.id))}
        className="flex flex-col gap-2 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      >
        <GogGameCover sources={[linked.coverImageUrl, game.gogImageUrl]} />
        <span className="flex flex-col gap-0.5">
          <span className="line-clamp-2 text-sm leading-snug font-semibold">{title}</span>
          {release && <span className="text-xs text-muted-foreground tabular-nums">{release}</span>}
        </span>
      </UiLink>
      <button
        type="button"
        onClick={onAddToCollection}
        title={label}
        aria-label={`${title} ${label}`}
        data-slot="gog-game-collect"
        data-in-collection={game.inCollection}
        className={cn(
          'absolute top-2 right-2 flex size-9 items-center justify-center rounded-full shadow-md outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
          game.inCollection
            ? 'bg-success text-background hover:bg-success/90'
            : 'bg-[#86328a] text-white hover:bg-[#86328a]/90 dark:bg-[#c57fc9] dark:text-background dark:hover:bg-[#c57fc9]/90',
        )}
      >
        {game.inCollection ? <FolderCheck aria-hidden className="size-4.5" /> : <FolderPlus aria-hidden className="size-4.5" />}
      </button>
    </li>
  );
}
