import type { ComponentProps, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-1.5 font-semibold whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary/90',
        secondary: 'bg-muted hover:bg-muted/80',
        outline: 'border border-border bg-background hover:bg-muted',
        ghost: 'hover:bg-muted',
        // Darker on hover: a lighter red under white text would drop below AA contrast.
        danger: 'bg-danger text-danger-foreground hover:brightness-90',
      },
      // The text colour of the quiet variants (secondary, outline, ghost); primary and danger have their own.
      tone: { default: '', danger: '', primary: '', muted: '' },
      size: {
        sm: 'h-8 rounded-md px-3 text-[13px]',
        compact: 'h-8 rounded-md px-2 text-[13px]',
        md: 'h-10 rounded-md px-4 text-sm',
        lg: 'h-12 rounded-md px-5 text-base',
        icon: 'size-10 rounded-md',
        // A floating action button: round, raised.
        fab: 'size-14 rounded-full shadow-lg',
      },
    },
    compoundVariants: [
      { variant: ['secondary', 'outline', 'ghost'], tone: 'default', class: 'text-foreground' },
      { variant: ['secondary', 'outline', 'ghost'], tone: 'danger', class: 'text-danger' },
      { variant: ['secondary', 'outline', 'ghost'], tone: 'primary', class: 'text-primary' },
      { variant: ['secondary', 'outline', 'ghost'], tone: 'muted', class: 'text-muted-foreground' },
    ],
    defaultVariants: { variant: 'primary', size: 'md', tone: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** The button's content: text and/or an icon (icons are sized 16 px). */
    children?: ReactNode;
    /** Look: 'primary' (default), 'secondary', 'outline', 'ghost' or 'danger' for destructive actions. */
    variant?: VariantProps<typeof buttonVariants>['variant'];
    /** Height: 'sm' 32 px ('compact' the same with less padding), 'md' 40 px (default), 'lg' 48 px, or 'icon' for a 40 px square, 'fab' for a 56 px floating circle. */
    size?: VariantProps<typeof buttonVariants>['size'];
    /** Text colour of a secondary, outline or ghost button: 'default', 'danger', 'primary' or 'muted'. */
    tone?: VariantProps<typeof buttonVariants>['tone'];
    /** The native button type; 'button' by default, so it never submits a form by accident. */
    type?: 'submit' | 'reset' | 'button';
    /** Called when the button is pressed. */
    onClick?: ComponentProps<'button'>['onClick'];
  };

/** The house button; use buttonVariants() to style a link the same way. */
export function Button({ variant, size, tone, className, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      data-slot="button"
      data-variant={variant ?? 'primary'}
      className={cn(buttonVariants({ variant, size, tone }), className)}
      {...props}
    />
  );
}
