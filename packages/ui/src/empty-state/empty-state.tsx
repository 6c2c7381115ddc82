import type { ComponentProps, ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { cn } from '../lib/cn';

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** The main message, e.g. '검색 결과가 없습니다'. */
  title: string;
  /** Optional hint under the title. */
  description?: ReactNode;
  /** Optional element under the text, e.g. a button. */
  action?: ReactNode;
  /** Replaces the default icon. */
  icon?: ReactNode;
};

/** Nothing to show yet: an icon, a title, a hint and an optional action. */
export function EmptyState({ title, description, action, icon, className, ...props }: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn('flex flex-col items-center justify-center gap-3 px-6 py-12 text-center', className)}
      {...props}
    >
      <div aria-hidden className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-7">
        {icon ?? <Inbox />}
      </div>
      <p data-slot="empty-state-title" className="text-base font-semibold">
        {title}
      </p>
      {description != null && (
        <div data-slot="empty-state-description" className="text-sm text-muted-foreground">
          {description}
        </div>
      )}
      {action != null && <div className="mt-2">{action}</div>}
    </div>
  );
}
