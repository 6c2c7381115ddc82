import type { ComponentProps } from 'react';
import { Star } from 'lucide-react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const starRatingVariants = cva('inline-flex items-center gap-0.5', {
  variants: {
    size: {
      xs: '[&_svg]:size-3',
      sm: '[&_svg]:size-3.5',
      md: '[&_svg]:size-5',
    },
  },
  defaultVariants: { size: 'sm' },
});

type StarFill = 'full' | 'half' | 'empty';

/** Five stars for a 0-5 value; a half star when the fraction is 0.5 or more. */
export function starFills(value: number): StarFill[] {
  const clamped = Math.min(5, Math.max(0, value));
  const whole = Math.floor(clamped);
  const half = clamped - whole >= 0.5;
  return Array.from({ length: 5 }, (_, i) => (i < whole ? 'full' : i === whole && half ? 'half' : 'empty'));
}

function formatStarValue(value: number): string {
  const clamped = Math.min(5, Math.max(0, value));
  return String(Math.round(clamped * 10) / 10);
}

export type StarRatingProps = Omit<ComponentProps<'span'>, 'children'> &
  VariantProps<typeof starRatingVariants> & {
    /** Star size: 'xs' 12 px, 'sm' 14 px (default) or 'md' 20 px. */
    size?: VariantProps<typeof starRatingVariants>['size'];
    /** Rating 0-5 (clamped); a fraction of 0.5 or more shows a half star. */
    value: number;
  };

/** Display-only star rating, announced as '별점 N점'. */
export function StarRating({ value, size, className, ...props }: StarRatingProps) {
  return (
    <span
      role="img"
      aria-label={`별점 ${formatStarValue(value)}점`}
      data-slot="star-rating"
      className={cn(starRatingVariants({ size }), className)}
      {...props}
    >
      {starFills(value).map((fill, i) => (
        <span key={i} data-slot="star-rating-star" data-fill={fill} className="relative inline-flex">
          <Star aria-hidden className="fill-transparent text-muted-foreground/50" strokeWidth={1.75} />
          {fill !== 'empty' && (
            <span className={cn('absolute inset-0 overflow-hidden', fill === 'half' ? 'w-1/2' : 'w-full')} aria-hidden>
              <Star className="fill-star text-star" strokeWidth={1.75} />
            </span>
          )}
        </span>
      ))}
    </span>
  );
}
