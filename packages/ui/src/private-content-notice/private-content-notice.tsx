import type { ComponentProps, ReactNode } from 'react';
import { Lock } from 'lucide-react';
import { cn } from '../lib/cn';

export type PrivateContentNoticeProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** The main message; '비공개 콘텐츠입니다' by default. */
  title?: string;
  /** Optional hint under the title. */
  description?: ReactNode;
  /** Optional element under the text, e.g. a button. */
  action?: ReactNode;
};

/** Content the owner has made private: a lock, a title, an optional hint and action (laid out like EmptyState). */
export function PrivateContentNotice({
  title = '비공개 콘텐츠입니다',
  description,
  action,
  className,
  ...props
}: PrivateContentNoticeProps) {
  return (
    <div
      data-slot="private-content-notice"
      className={cn('flex flex-col items-center justify-center gap-3 px-6 py-12 text-center', className)}
      {...props}
    >
      <div aria-hidden className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-7">
        <Lock />
      </div>
      <p data-slot="private-content-notice-title" className="text-base font-semibold">
        {title}
      </p>
      {description != null && (
        <div data-slot="private-content-notice-description" className="text-sm text-muted-foreground">
          {description}
        </div>
      )}
      {action != null && <div className="mt-2">{action}</div>}
    </div>
  );
}
