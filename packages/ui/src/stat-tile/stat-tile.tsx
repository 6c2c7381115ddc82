import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

export type StatTileProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** What the figure counts, e.g. '총 게임'; shown small above the value. */
  label: string;
  /** The figure itself, e.g. '24개'; shown large and bold. */
  value: ReactNode;
  /** A short note under the value, e.g. '지난달보다 2개 더'. */
  hint?: ReactNode;
};

/** One figure in a row of statistics: the label is read before the value. */
export function StatTile({ label, value, hint, className, ...props }: StatTileProps) {
  return (
    <div
      data-slot="stat-tile"
      className={cn('flex min-w-0 flex-col items-center gap-0.5 rounded-lg bg-muted px-2 py-3 text-center', className)}
      {...props}
    >
      <span data-slot="stat-tile-label" className="text-xs text-muted-foreground">
        {label}
      </span>
      <span data-slot="stat-tile-value" className="text-lg leading-tight font-bold text-foreground tabular-nums">
        {value}
      </span>
      {hint != null && (
        <span data-slot="stat-tile-hint" className="text-[11px] text-muted-foreground">
          {hint}
        </span>
      )}
    </div>
  );
}
