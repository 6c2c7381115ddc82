import { useId, type ComponentProps } from 'react';
import { cn } from '../lib/cn';

export type ProgressBarProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** 0-100; clamped and rounded. */
  value: number;
  /** Names the progress bar; printed on the left above it when showLabel is true. */
  label: string;
  /** Show the label and percentage above the bar (default); when false the label is only announced. */
  showLabel?: boolean;
};

function clampPercent(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.round(Math.min(100, Math.max(0, value)));
}

/** A determinate progress bar (role=progressbar, 0-100). */
export function ProgressBar({ value, label, showLabel = true, className, ...props }: ProgressBarProps) {
  const labelId = useId();
  const percent = clampPercent(value);
  return (
    <div data-slot="progress-bar" className={cn('flex flex-col gap-1.5', className)} {...props}>
      <div className={cn('flex items-center justify-between text-[13px]', !showLabel && 'sr-only')}>
        <span id={labelId} className="text-muted-foreground">
          {label}
        </span>
        <span data-slot="progress-bar-value" aria-hidden className="font-semibold text-foreground tabular-nums">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        data-slot="progress-bar-track"
        className="h-2 w-full overflow-hidden rounded-pill bg-muted"
      >
        {/* Drawn as SVG: a rect's width is an attribute, which the strict CSP (no inline styles) lets a
            server-rendered page show before any script runs; a style attribute would be blocked. */}
        <svg aria-hidden data-slot="progress-bar-indicator" className="block size-full">
          <rect width={`${percent}%`} height="100%" rx="4" className="fill-primary" />
        </svg>
      </div>
    </div>
  );
}
