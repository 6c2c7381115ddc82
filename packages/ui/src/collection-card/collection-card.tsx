import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { FolderOpen } from 'lucide-react';
import { Badge } from '../badge/badge';
import { CollectionCoverGrid } from '../collection-cover-grid/collection-cover-grid';
import { cn } from '../lib/cn';
import { UiLink } from '../ui-link/ui-link';

export const collectionCardVariants = cva(
  'group/collection-card min-w-0 rounded-lg text-card-foreground outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
  {
    variants: {
      variant: {
        grid: 'flex flex-col gap-1.5',
        list: 'flex items-center gap-3 p-2 hover:bg-muted',
      },
    },
    defaultVariants: { variant: 'grid' },
  },
);

export type CollectionCardProps = Omit<ComponentProps<'a'>, 'href' | 'children'> &
  VariantProps<typeof collectionCardVariants> & {
    /** Layout: 'grid' (cover above the name, default) or 'list' (small cover beside it). */
    variant?: VariantProps<typeof collectionCardVariants>['variant'];
    /** The collection page the whole card links to. */
    href: string;
    /** Collection name, truncated to one line. */
    name: string;
    /** Number of games, shown as 'N개 게임'; at 0 an empty-folder placeholder replaces the covers. */
    gameCount: number;
    /** Cover URLs of the games, newest first. */
    covers: (string | null)[];
    /** Whether the collection is public: picks the '공개' or '비공개' badge. */
    isPublic: boolean;
    /** The visibility badge is for the owner only (default shown). */
    showVisibility?: boolean;
  };

/** A collection in a list or grid: the whole card links to the collection. */
export function CollectionCard({
  variant = 'grid',
  href,
  name,
  gameCount,
  covers,
  isPublic,
  showVisibility = true,
  className,
  ...props
}: CollectionCardProps) {
  const list = variant === 'list';
  return (
    <UiLink
      href={href}
      data-slot="collection-card"
      data-variant={variant ?? 'grid'}
      className={cn(collectionCardVariants({ variant }), className)}
      {...props}
    >
      <div className={cn('shrink-0', list ? 'w-16' : 'w-full')}>
        {gameCount > 0 ? (
          <CollectionCoverGrid covers={covers} total={gameCount} />
        ) : (
          <div
            data-slot="collection-card-empty-cover"
            className="flex aspect-square w-full items-center justify-center rounded-md bg-muted text-muted-foreground"
          >
            <FolderOpen aria-hidden className="size-6" />
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span data-slot="collection-card-name" className="truncate text-[15px] leading-snug font-semibold">
          {name}
        </span>
        <span className="flex flex-wrap items-center gap-1.5">
          <span data-slot="collection-card-count" className="text-xs text-muted-foreground tabular-nums">
            {gameCount}개 게임
          </span>
          {showVisibility && <Badge variant={isPublic ? 'public' : 'private'} />}
        </span>
      </div>
    </UiLink>
  );
}
