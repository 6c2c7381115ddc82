import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

const skeletonRadius = { md: 'rounded-md', lg: 'rounded-lg', none: 'rounded-none' } as const;

export type SkeletonProps = ComponentProps<'div'> & {
  /** Corner radius: 'md' (default), 'lg' for a cover or banner, or 'none'. */
  radius?: keyof typeof skeletonRadius;
};

/** A grey placeholder block that pulses while content loads. */
export function Skeleton({ radius = 'md', className, ...props }: SkeletonProps) {
  return <div aria-hidden data-slot="skeleton" className={cn('animate-pulse bg-muted', skeletonRadius[radius], className)} {...props} />;
}

export type GameCardSkeletonProps = ComponentProps<'div'> & {
  /** Matches the GameCard layout: 'grid' (default) or 'list'. */
  variant?: 'grid' | 'list';
};

/** The shape of a GameCard while its data loads. */
export function GameCardSkeleton({ variant = 'grid', className, ...props }: GameCardSkeletonProps) {
  if (variant === 'list') {
    return (
      <div data-slot="game-card-skeleton" data-variant="list" className={cn('flex gap-3 p-2', className)} {...props}>
        <Skeleton className="aspect-[3/4] w-16 shrink-0" />
        <div className="flex flex-1 flex-col gap-2 py-1">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-1/2" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      </div>
    );
  }
  return (
    <div data-slot="game-card-skeleton" data-variant="grid" className={cn('flex flex-col gap-2', className)} {...props}>
      <Skeleton radius="lg" className="aspect-[3/4] w-full" />
      <Skeleton className="h-4 w-4/5" />
      <Skeleton className="h-3 w-1/2" />
    </div>
  );
}
