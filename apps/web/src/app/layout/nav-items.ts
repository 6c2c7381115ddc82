import type { BottomNavItem } from '@gameshelf/ui';
import { paths } from '../../config/paths.ts';

/**
 * The five tabs (spec 1 §2). Guests get 로그인 as the fifth tab, and the collection tab
 * sends them to login because collections need an account.
 */
export function getNavItems(isAuthenticated: boolean): BottomNavItem[] {
  return [
    { key: 'home', label: '홈', href: paths.home, icon: 'home' },
    { key: 'wishlist', label: '위시리스트', href: paths.wishlist, icon: 'wishlist' },
    { key: 'games', label: '전체게임', href: paths.games, icon: 'games' },
    { key: 'collection', label: '컬렉션', href: isAuthenticated ? paths.collection : paths.login, icon: 'collection' },
    isAuthenticated
      ? { key: 'mypage', label: '마이페이지', href: paths.myPage, icon: 'mypage' }
      : { key: 'login', label: '로그인', href: paths.login, icon: 'login' },
  ];
}

/** Which tab a path belongs to; none for pages outside the tabs. */
export function activeNavKey(pathname: string): string | undefined {
  if (pathname === paths.home) return 'home';
  const first = `/${pathname.split('/')[1] ?? ''}`;
  switch (first) {
    case paths.wishlist:
      return 'wishlist';
    case paths.games:
      return 'games';
    case paths.collection:
      return 'collection';
    case paths.myPage:
      return 'mypage';
    case '/auth':
      return 'login';
    default:
      return undefined;
  }
}
