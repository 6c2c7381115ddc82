import type { ComponentProps } from 'react';
import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/cn';

export type LoadingStateProps = ComponentProps<'div'> & {
  /** Text under the spinner, announced politely; '데이터를 불러오는 중...' by default. */
  label?: string;
  /** Fill the viewport below the header (the full-page loading screen). */
  fullPage?: boolean;
  /** Space above and below: 'md' 40 px, 'lg' 48 px (default) or 'xl' 64 px. */
  spacing?: keyof typeof loadingSpacing;
};

const loadingSpacing = { md: 'py-10', lg: 'py-12', xl: 'py-16' } as const;

/** A spinner with a label, announced politely (role=status). */
export function LoadingState({
  label = '데이터를 불러오는 중...',
  fullPage = false,
  spacing = 'lg',
  className,
  ...props
}: LoadingStateProps) {
  return (
    <div
      role="status"
      data-slot="loading-state"
      data-full-page={fullPage || undefined}
      className={cn(
        'flex flex-col items-center justify-center gap-3 px-6 text-center text-sm text-muted-foreground',
        loadingSpacing[spacing],
        fullPage && 'min-h-[60dvh]',
        className,
      )}
      {...props}
    >
      <LoaderCircle aria-hidden className="size-8 animate-spin text-primary" />
      <span>{label}</span>
    </div>
  );
}
