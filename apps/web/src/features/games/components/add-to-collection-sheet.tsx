import { CollectionPickerSheet } from '../../../components/collection-picker-sheet.tsx';
import { useAddToCollection } from '../api/add-to-collection.ts';

export interface AddToCollectionSheetProps {
  gameId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Add to collection' (spec 1 §2): a half-height sheet listing the user's collections, marking those
 * that hold the game already; a tap adds it; a shortcut creates a new collection.
 */
export function AddToCollectionSheet({ gameId, open, onOpenChange }: AddToCollectionSheetProps) {
  const add = useAddToCollection(gameId, () => onOpenChange(false));
  return (
    <CollectionPickerSheet
      open={open}
      onOpenChange={onOpenChange}
      gameId={gameId}
      pending={add.isPending}
      onPick={(collection) => add.mutate(collection)}
    />
  );
}
