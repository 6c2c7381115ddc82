import type { ComponentProps } from 'react';
import { AlertTriangle, RotateCw } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from '../button/button';

export type ErrorStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** Short heading, e.g. '데이터 로드 실패'. */
  title: string;
  /** Explanation under the title. */
  message: string;
  /** Called when the retry button is pressed. */
  onRetry: () => void;
  /** Text of the retry button; '다시 시도' by default. */
  retryLabel?: string;
};

/** A failed load: title, message and a retry button ('다시 시도'). */
export function ErrorState({ title, message, onRetry, retryLabel = '다시 시도', className, ...props }: ErrorStateProps) {
  return (
    <div
      role="alert"
      data-slot="error-state"
      className={cn('flex flex-col items-center justify-center gap-3 px-6 py-12 text-center', className)}
      {...props}
    >
      <div aria-hidden className="flex size-14 items-center justify-center rounded-full bg-danger/10 text-danger">
        <AlertTriangle className="size-7" />
      </div>
      <p data-slot="error-state-title" className="text-base font-semibold">
        {title}
      </p>
      <p data-slot="error-state-message" className="text-sm text-muted-foreground">
        {message}
      </p>
      <Button variant="outline" className="mt-2" onClick={onRetry}>
        <RotateCw aria-hidden />
        {retryLabel}
      </Button>
    </div>
  );
}
