import type { ComponentProps, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-1.5 rounded-md font-semibold whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary/90',
        secondary: 'bg-muted text-foreground hover:bg-muted/80',
        outline: 'border border-border bg-background text-foreground hover:bg-muted',
        ghost: 'text-foreground hover:bg-muted',
        // Darker on hover: a lighter red under white text would drop below AA contrast.
        danger: 'bg-danger text-danger-foreground hover:brightness-90',
      },
      size: {
        sm: 'h-8 px-3 text-[13px]',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-5 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** The button's content: text and/or an icon (icons are sized 16 px). */
    children?: ReactNode;
    /** Look: 'primary' (default), 'secondary', 'outline', 'ghost' or 'danger' for destructive actions. */
    variant?: VariantProps<typeof buttonVariants>['variant'];
    /** Height: 'sm' 32 px, 'md' 40 px (default), 'lg' 48 px, or 'icon' for a 40 px square. */
    size?: VariantProps<typeof buttonVariants>['size'];
    /** The native button type; 'button' by default, so it never submits a form by accident. */
    type?: 'submit' | 'reset' | 'button';
    /** Called when the button is pressed. */
    onClick?: ComponentProps<'button'>['onClick'];
  };

/** The house button; use buttonVariants() to style a link the same way. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      data-slot="button"
      data-variant={variant ?? 'primary'}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
