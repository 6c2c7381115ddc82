import type { GogLibraryGame } from '@gameshelf/contracts';
import { CollectionPickerSheet } from '../../../components/collection-picker-sheet.tsx';
import { useAddGogGameToCollection } from '../api/add-gog-game-to-collection.ts';
import { gogGameTitle } from '../lib/library-view.ts';

export interface GogCollectionSheetProps {
  game: GogLibraryGame | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The collection picker for a GOG game, loaded when first opened; closes itself after an add. */
export function GogCollectionSheet({ game, open, onOpenChange }: GogCollectionSheetProps) {
  const add = useAddGogGameToCollection(game, () => onOpenChange(false));
  return (
    <CollectionPickerSheet
      open={open}
      onOpenChange={onOpenChange}
      description={game ? `‘${gogGameTitle(game)}’ 게임을 담을 컬렉션을 골라주세요.` : undefined}
      gameId={game?.igdbGame ? Number(game.igdbGame.id) : null}
      pending={add.isPending}
      onPick={(collection) => add.mutate(collection)}
    />
  );
}
