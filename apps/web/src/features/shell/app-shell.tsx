import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppColumn, BottomNav, cn, Header } from '@gameshelf/ui';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session.ts';
import { isChromeHidden } from './hidden-chrome.ts';
import { activeNavKey, getNavItems } from './nav-items.ts';
import { useDarkMode } from './theme.ts';

/** No notifications exist yet (spec 1 §2: the count is always 0 here). */
const NOTIFICATION_COUNT = 0;

/**
 * The one column with the header and bottom navigation, both hidden on the pages of spec 3 §2.1.
 * Pages render inside <main>.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const { isDarkMode, toggleDarkMode } = useDarkMode();
  const chromeHidden = isChromeHidden(pathname);

  return (
    <AppColumn>
      <a
        href="#main"
        className="sr-only z-overlay rounded-md bg-background px-3 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-2 focus:ring-ring"
      >
        본문으로 건너뛰기
      </a>
      {!chromeHidden && (
        <Header
          notificationCount={NOTIFICATION_COUNT}
          isDark={isDarkMode}
          onToggleDark={toggleDarkMode}
          logoHref={paths.home}
          // Notifications need an account; guests are sent to login, like the collection tab.
          onNotificationsClick={() => navigate(isAuthenticated ? paths.notifications : paths.login)}
        />
      )}
      <main id="main" tabIndex={-1} className={cn('flex flex-1 flex-col outline-none', !chromeHidden && 'pb-bottom-nav')}>
        {children}
      </main>
      {!chromeHidden && <BottomNav items={getNavItems(isAuthenticated)} activeKey={activeNavKey(pathname)} />}
    </AppColumn>
  );
}
