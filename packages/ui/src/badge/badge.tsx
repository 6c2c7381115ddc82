import type { ComponentProps, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Globe, Lock } from 'lucide-react';
import { cn } from '../lib/cn';

export const badgeVariants = cva(
  'inline-flex shrink-0 items-center gap-1 rounded-pill border text-xs font-medium whitespace-nowrap [&_svg]:size-3',
  {
    variants: {
      variant: {
        public: 'border-success/40 bg-background text-success',
        private: 'border-transparent bg-muted text-muted-foreground',
        neutral: 'border-border bg-background text-muted-foreground',
        primary: 'border-transparent bg-primary text-primary-foreground',
        // Outlined in the accent colour (a community language patch).
        primaryOutline: 'border-primary/60 bg-background text-primary',
      },
      size: {
        md: 'h-6 px-2',
        sm: 'h-5 px-1.5 leading-none',
      },
    },
    defaultVariants: { variant: 'neutral', size: 'md' },
  },
);

type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;

/** Built-in copy for the visibility variants; the others need children. */
const DEFAULT_LABEL: Partial<Record<BadgeVariant, string>> = { public: '공개', private: '비공개' };

export type BadgeProps = ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & {
    /** Look: 'public' (globe, '공개'), 'private' (lock, '비공개'), 'neutral' (default), 'primary' or 'primaryOutline'. */
    variant?: VariantProps<typeof badgeVariants>['variant'];
    /** Height: 'md' 24 px (default) or 'sm' 20 px. */
    size?: VariantProps<typeof badgeVariants>['size'];
    /** The label; required for 'neutral' and 'primary', replaces the built-in copy of 'public' and 'private'. */
    children?: ReactNode;
  };

/** A small status label; `public` and `private` read '공개' / '비공개' unless given children. */
export function Badge({ variant = 'neutral', size, className, children, ...props }: BadgeProps) {
  const v = variant ?? 'neutral';
  return (
    <span data-slot="badge" data-variant={v} className={cn(badgeVariants({ variant: v, size }), className)} {...props}>
      {v === 'public' && <Globe aria-hidden />}
      {v === 'private' && <Lock aria-hidden />}
      {children ?? DEFAULT_LABEL[v]}
    </span>
  );
}
