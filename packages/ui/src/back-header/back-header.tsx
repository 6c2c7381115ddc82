import type { ComponentProps, ReactNode } from 'react';
import { ChevronLeft } from 'lucide-react';
import { cn } from '../lib/cn';
import { iconButtonClass } from '../header/header';

export type BackHeaderProps = Omit<ComponentProps<'header'>, 'children' | 'title'> & {
  /** Page title, centred and truncated to one line (rendered as the page's h1). */
  title: string;
  /** Called when the back button is pressed, e.g. to navigate back. */
  onBack: () => void;
  /** Optional content at the right end, e.g. a menu or share button. */
  rightSlot?: ReactNode;
  /** Accessible name of the back button. */
  backLabel?: string;
  /** Width of each side: 'icon' (44 px, default) or 'text' (72 px) for a short word on the right. */
  sides?: 'icon' | 'text';
};

/** A top bar with a back button and the page title. */
export function BackHeader({ title, onBack, rightSlot, backLabel = '뒤로 가기', sides = 'icon', className, ...props }: BackHeaderProps) {
  return (
    <header
      data-slot="back-header"
      className={cn(
        'sticky top-0 z-header grid h-header items-center border-b border-border bg-background/95 px-1 backdrop-blur',
        sides === 'icon' ? 'grid-cols-[2.75rem_1fr_2.75rem]' : 'grid-cols-[4.5rem_1fr_4.5rem]',
        className,
      )}
      {...props}
    >
      <button type="button" data-slot="back-header-back" aria-label={backLabel} className={iconButtonClass} onClick={onBack}>
        <ChevronLeft aria-hidden className="size-6!" />
      </button>
      <h1 data-slot="back-header-title" className="truncate text-center text-base font-semibold">
        {title}
      </h1>
      <div data-slot="back-header-right" className="flex justify-end">
        {rightSlot}
      </div>
    </header>
  );
}
