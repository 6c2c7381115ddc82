import type { ComponentProps, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Check } from 'lucide-react';
import { cn } from '../lib/cn';

export const chipVariants = cva(
  'inline-flex h-8 shrink-0 items-center gap-1 rounded-pill border px-3 text-[13px] font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-3.5',
  {
    variants: {
      selected: {
        true: 'border-primary bg-primary text-primary-foreground',
        false: 'border-border bg-background text-foreground hover:bg-muted',
      },
    },
    defaultVariants: { selected: false },
  },
);

export type ChipProps = Omit<ComponentProps<'button'>, 'aria-pressed'> &
  VariantProps<typeof chipVariants> & {
    /** Whether the chip is on: filled with a check mark, exposed as aria-pressed. */
    selected: boolean;
    /** The chip's label. */
    children?: ReactNode;
    /** The native button type; 'button' by default. */
    type?: 'submit' | 'reset' | 'button';
    /** Disables the chip (dimmed, not clickable). */
    disabled?: boolean;
    /** Called when the chip is pressed; toggle `selected` here. */
    onClick?: ComponentProps<'button'>['onClick'];
  };

/** A toggle button; its state is exposed as aria-pressed. */
export function Chip({ selected, className, children, type = 'button', ...props }: ChipProps) {
  return (
    <button
      type={type}
      aria-pressed={selected}
      data-slot="chip"
      data-state={selected ? 'on' : 'off'}
      className={cn(chipVariants({ selected }), className)}
      {...props}
    >
      {selected && <Check aria-hidden />}
      {children}
    </button>
  );
}
