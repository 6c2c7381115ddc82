import { lazy, memo, Suspense, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useNavigate } from 'react-router-dom';
import { AppColumn, BottomNav, cn, Header, ToastHost } from '@gameshelf/ui';
import { paths } from '../../config/paths.ts';
import { useUnreadNotificationCount } from '../../entities/notifications/notification-count.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { SettingsDialogProvider } from '../../lib/settings-dialog.tsx';
import { useUserThemeSync } from '../../lib/theme/user-theme-sync.ts';
import { SettingsButton } from '../../features/settings/components/settings-button.tsx';
import { SettingsHost } from '../../features/settings/components/settings-host.tsx';
import { useDarkModeSetting } from '../../features/settings/lib/dark-mode.ts';
import { isChromeHidden } from './hidden-chrome.ts';
import { activeNavKey, getNavItems } from './nav-items.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { HydrateLater } from '../../lib/hydrate-later.tsx';
import { useOnlineStatus } from '../../lib/use-online-status.ts';

/** The offline bar's code loads only when the device goes offline (the service worker keeps the chunk). */
const OfflineBanner = lazy(() => import('./offline-banner.tsx').then((module) => ({ default: module.OfflineBanner })));

/**
 * The header with what only it needs: the bell's unread count, the dark-mode toggle, the settings button
 * on /mypage. A component of its own so that those hooks run in the header's hydration task.
 */
function ShellHeader() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const { isDarkMode, toggleDarkMode } = useDarkModeSetting();
  // The bell shows the signed-in user's unread notifications ('9+' above nine).
  const notificationCount = useUnreadNotificationCount(isAuthenticated);
  return (
    <Header
      notificationCount={notificationCount}
      isDark={isDarkMode}
      onToggleDark={toggleDarkMode}
      // On /mypage the settings button takes the dark-mode toggle's place (spec 1 §2).
      rightSlot={pathname === paths.myPage ? <SettingsButton /> : undefined}
      logoHref={paths.home}
      // Notifications need an account; guests are sent to login, like the collection tab.
      onNotificationsClick={() => navigate(isAuthenticated ? paths.notifications : paths.login)}
    />
  );
}

/** The bottom navigation: the collection tab depends on the session. */
function ShellBottomNav() {
  const { pathname } = useLocation();
  const { isAuthenticated } = useSession();
  return <BottomNav items={getNavItems(isAuthenticated)} activeKey={activeNavKey(pathname)} />;
}

/*
 * The header and the bottom navigation hydrate in tasks of their own (lib/hydrate-later.tsx), without
 * props: the shell renders again in hydration's own task (its hooks settle), and a part rendered again
 * before its task would hydrate then. Memoised, they are left as they are until their task.
 */
const LaterHeader = memo(function LaterHeader() {
  return (
    <HydrateLater>
      <ShellHeader />
    </HydrateLater>
  );
});

const LaterBottomNav = memo(function LaterBottomNav() {
  return (
    <HydrateLater>
      <ShellBottomNav />
    </HydrateLater>
  );
});

/**
 * The one column with the header and bottom navigation, both hidden on the pages of spec 3 §2.1.
 * Pages render inside <main>. Brings in the settings feature: the header's settings button on /mypage,
 * the dialog (opened through lib/settings-dialog.tsx) and the dark-mode setting. Must sit inside a ToastProvider.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // Signed in, the toggle saves to the server and the user's flag drives the theme (spec 1 §4).
  useUserThemeSync();
  const chromeHidden = isChromeHidden(pathname);
  const online = useOnlineStatus();
  // The toasts' portal needs `document`: after hydration on a server-rendered page.
  const hydrated = useHydrated();

  return (
    <SettingsDialogProvider>
      <AppColumn>
        <a
          href="#main"
          className="sr-only z-overlay rounded-md bg-background px-3 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-2 focus:ring-ring"
        >
          본문으로 건너뛰기
        </a>
        {!online && (
          <Suspense fallback={null}>
            <OfflineBanner />
          </Suspense>
        )}
        {!chromeHidden && <LaterHeader />}
        <main id="main" tabIndex={-1} className={cn('flex flex-1 flex-col outline-none', !chromeHidden && 'pb-bottom-nav')}>
          {children}
        </main>
        {!chromeHidden && <LaterBottomNav />}
        {/*
          Toasts sit above the bottom navigation when it shows (spec 3 §2.1); the provider is in AppProviders.
          Portalled to <body> so their always-present live regions are not part of the page's landmarks.
        */}
        {hydrated && createPortal(<ToastHost withBottomNav={!chromeHidden} />, document.body)}
        {/* The settings dialog, opened from anywhere inside with useSettingsDialog().open(). */}
        <SettingsHost />
      </AppColumn>
    </SettingsDialogProvider>
  );
}
