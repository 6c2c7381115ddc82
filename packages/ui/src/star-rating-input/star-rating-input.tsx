import { useId, useRef, type ComponentProps, type KeyboardEvent } from 'react';
import { Star } from 'lucide-react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const STAR_RATING_INPUT_MAX = 5;

export const starRatingInputVariants = cva('inline-flex items-center gap-1', {
  variants: {
    size: {
      md: '[&_svg]:size-7',
      lg: '[&_svg]:size-9',
    },
  },
  defaultVariants: { size: 'md' },
});

export type StarRatingInputProps = Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue'> &
  VariantProps<typeof starRatingInputVariants> & {
    /** Star size: 'md' 28 px (default) or 'lg' 36 px. */
    size?: VariantProps<typeof starRatingInputVariants>['size'];
    /** 1-5 whole stars; null or 0 when nothing is chosen yet. */
    value: number | null;
    /** Called with the chosen number of stars (1-5) on click or arrow/Home/End key. */
    onChange: (value: number) => void;
    /** Names the radio group, e.g. '별점'. */
    label: string;
    /** Print the label above the stars (default) or only announce it. */
    showLabel?: boolean;
    /** Disables all stars (dimmed, no input). */
    disabled?: boolean;
  };

const STARS = Array.from({ length: STAR_RATING_INPUT_MAX }, (_, i) => i + 1);

/**
 * Whole-star rating input: a radio group of five stars ('1점'...'5점').
 * Arrow keys move and select (wrapping, as native radios do); Home/End jump to 1 and 5.
 */
export function StarRatingInput({
  value,
  onChange,
  label,
  showLabel = true,
  disabled = false,
  size,
  className,
  ...props
}: StarRatingInputProps) {
  const labelId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = value != null && value >= 1 ? Math.min(STAR_RATING_INPUT_MAX, Math.round(value)) : 0;
  // Roving tab stop: the chosen star, or the first one while nothing is chosen.
  const tabStop = current || 1;

  const select = (star: number) => {
    refs.current[star - 1]?.focus();
    if (star !== current) onChange(star);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const from = current || 0;
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowUp') next = from >= STAR_RATING_INPUT_MAX ? 1 : from + 1;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') next = from <= 1 ? STAR_RATING_INPUT_MAX : from - 1;
    else if (event.key === 'Home') next = 1;
    else if (event.key === 'End') next = STAR_RATING_INPUT_MAX;
    if (next === null) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div data-slot="star-rating-input" className={cn('flex flex-col gap-1.5', className)} {...props}>
      <span id={labelId} className={cn('text-sm font-medium text-foreground', !showLabel && 'sr-only')}>
        {label}
      </span>
      {/* Focus lives on the radios (roving tabindex); the group only watches it move. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-disabled={disabled || undefined}
        onKeyDown={onKeyDown}
        className={starRatingInputVariants({ size })}
      >
        {STARS.map((star) => {
          const checked = star === current;
          const filled = star <= current;
          return (
            <button
              key={star}
              ref={(node) => {
                refs.current[star - 1] = node;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={`${star}점`}
              tabIndex={star === tabStop ? 0 : -1}
              disabled={disabled}
              data-slot="star-rating-input-star"
              data-state={filled ? 'on' : 'off'}
              onClick={() => select(star)}
              className="inline-flex items-center justify-center rounded-md p-0.5 outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
            >
              <Star
                aria-hidden
                strokeWidth={1.75}
                className={cn(filled ? 'fill-star text-star' : 'fill-transparent text-muted-foreground')}
              />
            </button>
          );
        })}
      </div>
    </div>
  );
}
