import type { SteamLibraryGame } from '@gameshelf/contracts';
import { CollectionPickerSheet } from '../../../components/collection-picker-sheet.tsx';
import { useAddSteamGameToCollection, useBulkAddSteamGames } from '../api/add-to-collection.ts';
import { steamGameTitle } from '../lib/library-view.ts';

/** One mapped game (its catalog game's collections are marked), or the selected ones. */
export type SteamCollectionTarget = { kind: 'one'; game: SteamLibraryGame } | { kind: 'many'; games: SteamLibraryGame[] };

export interface SteamCollectionSheetProps {
  target: SteamCollectionTarget | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a successful add (the sheet closes itself). */
  onAdded?: () => void;
}

/** The collection picker for Steam games: adds with their playtime, one game or many in one call. */
export function SteamCollectionSheet({ target, open, onOpenChange, onAdded }: SteamCollectionSheetProps) {
  const done = () => {
    onOpenChange(false);
    onAdded?.();
  };
  const one = useAddSteamGameToCollection(target?.kind === 'one' ? target.game : null, done);
  const many = useBulkAddSteamGames(target?.kind === 'many' ? target.games : [], done);

  if (target?.kind === 'many') {
    return (
      <CollectionPickerSheet
        open={open}
        onOpenChange={onOpenChange}
        title={`게임 ${target.games.length}개를 컬렉션에 추가`}
        description="이미 담긴 게임은 건너뛰어요."
        pending={many.isPending}
        onPick={(collection) => many.mutate(collection)}
      />
    );
  }
  const game = target?.game ?? null;
  return (
    <CollectionPickerSheet
      open={open}
      onOpenChange={onOpenChange}
      description={game ? `‘${steamGameTitle(game)}’ 게임을 담을 컬렉션을 골라주세요.` : undefined}
      gameId={game?.igdbGame?.id ?? null}
      pending={one.isPending}
      onPick={(collection) => one.mutate(collection)}
    />
  );
}
