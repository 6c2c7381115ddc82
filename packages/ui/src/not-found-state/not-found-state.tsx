import type { ComponentProps, ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import { cn } from '../lib/cn';

export type NotFoundStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** The heading (h1), e.g. '게임을 찾을 수 없습니다'. */
  title: string;
  /** Optional hint under the title. */
  description?: ReactNode;
  /** Optional element under the text, e.g. a back button. */
  action?: ReactNode;
};

/** The thing asked for does not exist (e.g. '게임을 찾을 수 없습니다'). */
export function NotFoundState({ title, description, action, className, ...props }: NotFoundStateProps) {
  return (
    <div
      data-slot="not-found-state"
      className={cn('flex flex-col items-center justify-center gap-3 px-6 py-16 text-center', className)}
      {...props}
    >
      <div aria-hidden className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <SearchX className="size-7" />
      </div>
      <h1 data-slot="not-found-state-title" className="text-lg font-semibold">
        {title}
      </h1>
      {description != null && (
        <div data-slot="not-found-state-description" className="text-sm text-muted-foreground">
          {description}
        </div>
      )}
      {action != null && <div className="mt-2">{action}</div>}
    </div>
  );
}
