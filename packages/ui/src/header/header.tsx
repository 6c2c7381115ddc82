import type { ComponentProps, ReactNode } from 'react';
import { Bell, Gamepad2, Moon, Sun } from 'lucide-react';
import { cn } from '../lib/cn';
import { UiLink } from '../ui-link/ui-link';

export const iconButtonClass =
  'relative inline-flex size-10 items-center justify-center rounded-full text-foreground transition-colors hover:bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-5';

/** '9+' above nine, nothing at zero. */
export function formatBadgeCount(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

export type HeaderProps = Omit<ComponentProps<'header'>, 'children'> & {
  /** Unread notifications shown as a badge on the bell: '9+' above nine, no badge at 0. */
  notificationCount: number;
  /** Whether dark mode is on: the toggle shows a sun (else a moon) and is aria-pressed. */
  isDark: boolean;
  /** Called when the dark-mode toggle is pressed. */
  onToggleDark: () => void;
  /** Where the logo goes. */
  logoHref?: string;
  /** Replaces the dark-mode toggle (e.g. the settings button on /mypage). */
  rightSlot?: ReactNode;
  /** Called when the notification bell is pressed. */
  onNotificationsClick?: () => void;
};

/** The sticky top bar: logo, notification bell with a count badge, dark-mode toggle. */
export function Header({
  notificationCount,
  isDark,
  onToggleDark,
  logoHref = '/',
  rightSlot,
  onNotificationsClick,
  className,
  ...props
}: HeaderProps) {
  const badge = formatBadgeCount(notificationCount);
  return (
    <header
      data-slot="header"
      className={cn(
        'sticky top-0 z-header flex h-header items-center justify-between border-b border-border bg-background/95 px-2 backdrop-blur',
        className,
      )}
      {...props}
    >
      <UiLink
        href={logoHref}
        data-slot="header-logo"
        className="flex items-center gap-1.5 rounded-md px-2 py-1 text-lg font-extrabold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Gamepad2 aria-hidden className="size-6 text-primary" />
        <span>GameShelf</span>
        <span className="sr-only">홈으로</span>
      </UiLink>
      <div className="flex items-center gap-1">
        <button type="button" data-slot="header-notifications" className={iconButtonClass} onClick={onNotificationsClick}>
          <Bell aria-hidden />
          {/* The name is built from text (not aria-label) so it contains the visible badge: '알림 5개', '알림 9+개'. */}
          <span className="sr-only">알림</span>
          {badge && (
            <span
              data-slot="header-badge"
              className="absolute top-1 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-pill bg-danger px-1 text-[10px] leading-none font-bold text-danger-foreground tabular-nums"
            >
              <span className="sr-only"> </span>
              {badge}
              <span className="sr-only">개</span>
            </span>
          )}
        </button>
        {rightSlot ?? (
          <button
            type="button"
            data-slot="header-theme-toggle"
            className={iconButtonClass}
            aria-label="다크 모드"
            aria-pressed={isDark}
            onClick={onToggleDark}
          >
            {isDark ? <Sun aria-hidden /> : <Moon aria-hidden />}
          </button>
        )}
      </div>
    </header>
  );
}
