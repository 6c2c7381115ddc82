import type { ComponentProps } from 'react';
import { FolderHeart, Gamepad2, Heart, Home, LogIn, UserRound, type LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';
import { UiLink } from '../ui-link/ui-link';

export type BottomNavIcon = 'home' | 'wishlist' | 'games' | 'collection' | 'mypage' | 'login';

export type BottomNavItem = {
  key: string;
  label: string;
  href: string;
  icon: BottomNavIcon;
};

const icons: Record<BottomNavIcon, LucideIcon> = {
  home: Home,
  wishlist: Heart,
  games: Gamepad2,
  collection: FolderHeart,
  mypage: UserRound,
  login: LogIn,
};

export type BottomNavProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** The tabs, left to right: key, label, href and icon name. */
  items: BottomNavItem[];
  /** Key of the current tab: highlighted and marked aria-current="page" (none when omitted). */
  activeKey?: string;
};

/** The fixed tab bar at the bottom of the column; the active tab carries aria-current="page". */
export function BottomNav({ items, activeKey, className, ...props }: BottomNavProps) {
  return (
    <nav
      aria-label="주 메뉴"
      data-slot="bottom-nav"
      className={cn(
        'fixed inset-x-0 bottom-0 z-nav mx-auto h-bottom-nav w-full max-w-column min-w-column border-t border-border bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur',
        className,
      )}
      {...props}
    >
      {/* Equal columns for any number of items, in classes: a style attribute in server-rendered HTML breaks the CSP. */}
      <ul className="grid h-full auto-cols-fr grid-flow-col">
        {items.map((item) => {
          const Icon = icons[item.icon];
          const active = item.key === activeKey;
          return (
            <li key={item.key} className="flex">
              <UiLink
                href={item.href}
                data-slot="bottom-nav-item"
                data-active={active || undefined}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex flex-1 flex-col items-center justify-center gap-0.5 rounded-md text-[11px] font-medium text-muted-foreground outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                  'data-[active]:text-primary',
                )}
              >
                <Icon aria-hidden className={cn('size-6', active && 'stroke-[2.4]')} />
                <span>{item.label}</span>
              </UiLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
