import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

export type AppColumnProps = ComponentProps<'div'> & {
  /** The page inside the column (header, main content, bottom navigation); other div attributes are passed through. */
  children?: ReactNode;
  /** Extra classes for the column, e.g. padding (none that the column sets itself). */
  className?: string;
};

/** The one centred content column: at least 320 px, at most 600 px wide. */
export function AppColumn({ className, ...props }: AppColumnProps) {
  return (
    <div
      data-slot="app-column"
      className={cn('mx-auto flex min-h-dvh w-full max-w-column min-w-column flex-col bg-background', className)}
      {...props}
    />
  );
}
