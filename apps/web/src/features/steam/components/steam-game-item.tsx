import { lazy, Suspense, useState } from 'react';
import { FolderCheck, FolderPlus, Gamepad2, MoreVertical, SearchCheck } from 'lucide-react';
import type { SteamLibraryGame } from '@gameshelf/contracts';
import { Button, cn, UiLink } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { formatSteamPlaytime, steamGameTitle } from '../lib/library-view.ts';

/** The menu (and the menu code) loads when a game's menu is first opened. */
export const loadGameMenu = () => import('./steam-game-menu.tsx');
const SteamGameMenu = lazy(() => loadGameMenu().then((m) => ({ default: m.SteamGameMenu })));

const MENU_TRIGGER_CLASS =
  'flex size-9 shrink-0 items-center justify-center rounded-full text-muted-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring';

/**
 * An unmapped game's note (spec 3 §2.2), as the game card's GAME_CARD_UNAVAILABLE_TEXT says it; written
 * out here so the library does not share the game card's chunk with the first screens (JS budget).
 */
export const UNMAPPED_TEXT = '게임 정보 준비 중';

/** A cover (or Steam's icon); a failed load hides the image (as spec 3 §2.3 has it for GOG). */
function SteamCover({ src, dimmed = false }: { src: string | null; dimmed?: boolean }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const show = src !== null && src !== '' && failedSrc !== src;
  return (
    <span data-slot="steam-game-cover" className="flex h-16 w-12 shrink-0 items-center justify-center overflow-hidden rounded-md bg-muted">
      {show ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
          className={cn('size-full object-cover', dimmed && 'opacity-40 grayscale')}
        />
      ) : (
        <Gamepad2 aria-hidden className="size-5 text-muted-foreground" />
      )}
    </span>
  );
}

export interface SteamGameItemProps {
  game: SteamLibraryGame;
  /** Selection mode: mapped games get a checkbox. */
  selecting: boolean;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onAddToCollection: () => void;
  /** Opens the suggestions sheet (unmapped: find the game; mapped: match another). */
  onFindGame: () => void;
}

/**
 * One Steam game (spec 3 §2.2). Mapped: cover, display name, playtime, a link to the game page, add
 * to a collection and a menu to match it again or say there is no match. Unmapped: dimmed, '게임
 * 정보 준비 중', not a link, with '게임 찾기'.
 */
export function SteamGameItem({ game, selecting, selected, onSelectedChange, onAddToCollection, onFindGame }: SteamGameItemProps) {
  const title = steamGameTitle(game);
  const playtime = formatSteamPlaytime(game.playtimeForever);
  const linked = game.igdbGame;

  if (!game.mapped || !linked) {
    return (
      <li data-slot="steam-game" data-mapped="false" className="flex items-center gap-3 py-2.5">
        {selecting && <span aria-hidden className="size-5 shrink-0" />}
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <SteamCover src={game.imgIconUrl} dimmed />
          <span className="flex min-w-0 flex-col gap-0.5">
            <span className="line-clamp-2 text-[15px] leading-snug font-medium text-muted-foreground">{game.steamName}</span>
            <span className="text-xs text-muted-foreground">{UNMAPPED_TEXT}</span>
            <span className="text-xs text-muted-foreground">{playtime}</span>
          </span>
        </div>
        <Button size="sm" variant="outline" aria-label={`${game.steamName} 게임 찾기`} onClick={onFindGame}>
          <SearchCheck aria-hidden />
          게임 찾기
        </Button>
      </li>
    );
  }

  return (
    <li data-slot="steam-game" data-mapped="true" className="flex items-center gap-2 py-2.5">
      {selecting && (
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => onSelectedChange(event.target.checked)}
          aria-label={`${title} 선택`}
          className="size-5 shrink-0 accent-primary"
        />
      )}
      <UiLink
        href={paths.game(linked.id)}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <SteamCover src={linked.coverImageUrl ?? game.imgIconUrl} />
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className="line-clamp-2 text-[15px] leading-snug font-semibold">{title}</span>
          {game.steamName !== title && <span className="truncate text-xs text-muted-foreground">{game.steamName}</span>}
          <span className="text-xs text-muted-foreground">{playtime}</span>
        </span>
      </UiLink>
      <button
        type="button"
        onClick={onAddToCollection}
        aria-label={`${title} 컬렉션에 추가${game.inCollection ? ' (담긴 컬렉션 있음)' : ''}`}
        title={game.inCollection ? '컬렉션에 담긴 게임' : '컬렉션에 추가'}
        data-slot="steam-game-collect"
        data-in-collection={game.inCollection}
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-full outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring',
          game.inCollection ? 'bg-success/15 text-success hover:bg-success/25' : 'bg-primary/10 text-primary hover:bg-primary/20',
        )}
      >
        {game.inCollection ? <FolderCheck aria-hidden className="size-4.5" /> : <FolderPlus aria-hidden className="size-4.5" />}
      </button>
      <GameMenu gameId={game.id} title={title} onFindGame={onFindGame} />
    </li>
  );
}

/** A plain button until first pressed; then the lazily loaded menu takes its place, open. */
function GameMenu({ gameId, title, onFindGame }: { gameId: number; title: string; onFindGame: () => void }) {
  const [wanted, setWanted] = useState(false);
  const icon = <MoreVertical aria-hidden className="size-4.5" />;
  const placeholder = (
    <button
      type="button"
      aria-label={`${title} 더보기`}
      aria-haspopup="menu"
      className={MENU_TRIGGER_CLASS}
      onPointerEnter={() => void loadGameMenu()}
      onFocus={() => void loadGameMenu()}
      onClick={() => setWanted(true)}
    >
      {icon}
    </button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SteamGameMenu gameId={gameId} title={title} triggerClassName={MENU_TRIGGER_CLASS} icon={icon} onFindGame={onFindGame} />
    </Suspense>
  );
}
