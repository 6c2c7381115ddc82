import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** The one centred content column: at least 320 px, at most 600 px wide. */
export function AppColumn({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="app-column"
      className={cn('mx-auto flex min-h-dvh w-full max-w-column min-w-column flex-col bg-background', className)}
      {...props}
    />
  );
}
