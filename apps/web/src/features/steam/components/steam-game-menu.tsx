import type { ReactNode } from 'react';
import { SearchCheck, Unlink } from 'lucide-react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@gameshelf/ui';
import { useUnmapSteamGame } from '../api/unmap-steam-game.ts';

export interface SteamGameMenuProps {
  /** The library game. */
  gameId: number;
  /** The game's shown name, for the trigger's label. */
  title: string;
  triggerClassName: string;
  /** The trigger's icon, the same as the plain button's it replaces. */
  icon: ReactNode;
  onFindGame: () => void;
}

/**
 * A mapped game's menu: match it again, or say no catalog game matches (a mapping made by mistake).
 * Loaded on first use and opened at once (the item shows a plain button until then).
 */
export function SteamGameMenu({ gameId, title, triggerClassName, icon, onFindGame }: SteamGameMenuProps) {
  const unmap = useUnmapSteamGame();
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger aria-label={`${title} 더보기`} className={triggerClassName}>
        {icon}
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={onFindGame}>
          <SearchCheck aria-hidden />
          다른 게임으로 다시 찾기
        </DropdownMenuItem>
        <DropdownMenuItem tone="danger" onSelect={() => unmap.mutate({ id: gameId })}>
          <Unlink aria-hidden />
          일치하는 게임 없음
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
