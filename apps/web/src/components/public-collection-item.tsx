import { Heart } from 'lucide-react';
import type { CollectionSummary } from '@gameshelf/contracts';
import { CollectionCard, cn } from '@gameshelf/ui';
import { paths } from '../config/paths.ts';

/** A public collection as a list item: the card (opening the public page), its owner and likes. */
export function PublicCollectionItem({ collection, className }: { collection: CollectionSummary; className?: string }) {
  const owner = collection.ownerDisplayName ?? collection.ownerUsername;
  return (
    <li className={cn('flex min-w-0 flex-col gap-1', className)}>
      <CollectionCard
        href={paths.publicCollection(collection.id)}
        name={collection.name}
        gameCount={collection.totalGamesCount}
        covers={collection.coverImageUrls}
        isPublic
        showVisibility={false}
      />
      <p className="flex items-center justify-between gap-1 text-xs text-muted-foreground">
        <span className="truncate">{owner}</span>
        <span className="flex shrink-0 items-center gap-0.5 tabular-nums">
          <Heart aria-hidden className="size-3" />
          <span className="sr-only">좋아요 </span>
          {collection.likesCount}
        </span>
      </p>
    </li>
  );
}
