import { useEffect, useState, type ComponentProps } from 'react';
import { ArrowUp } from 'lucide-react';
import { cn } from '../lib/cn';

export const SCROLL_TO_TOP_THRESHOLD = 400;

export type ScrollToTopButtonProps = Omit<ComponentProps<'button'>, 'children'> & {
  /** Shown once window.scrollY is greater than this many pixels. */
  threshold?: number;
  /** Accessible name of the icon button; '맨 위로' by default. */
  label?: string;
  /** Called after the page starts scrolling to the top (smooth unless reduced motion is preferred). */
  onClick?: ComponentProps<'button'>['onClick'];
  /** Sits above the bottom navigation (default); false on a page without it. */
  aboveBottomNav?: boolean;
};

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** A floating '맨 위로' button, rendered only after the page is scrolled past the threshold. */
export function ScrollToTopButton({
  threshold = SCROLL_TO_TOP_THRESHOLD,
  label = '맨 위로',
  aboveBottomNav = true,
  className,
  onClick,
  ...props
}: ScrollToTopButtonProps) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={label}
      data-slot="scroll-to-top-button"
      onClick={(event) => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        onClick?.(event);
      }}
      className={cn(
        'fixed right-[max(1rem,calc(50vw-300px+1rem))] z-fab inline-flex size-11 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg outline-none transition-colors hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        aboveBottomNav ? 'bottom-[calc(var(--spacing-bottom-nav,4rem)+1rem)]' : 'bottom-[calc(1rem+env(safe-area-inset-bottom))]',
        className,
      )}
      {...props}
    >
      <ArrowUp aria-hidden className="size-5" />
    </button>
  );
}
