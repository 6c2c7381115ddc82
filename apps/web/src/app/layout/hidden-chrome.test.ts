import { describe, expect, it } from 'vitest';
import { isChromeHidden } from './hidden-chrome.ts';
import { activeNavKey, getNavItems } from './nav-items.ts';

describe('isChromeHidden', () => {
  it.each([
    '/landing',
    '/game/42',
    '/games/42/review',
    '/auth/login',
    '/auth/callback',
    '/auth/account-conflict',
    '/profile-setup',
    '/profile-edit',
    '/review-calendar',
    '/review-calendar/2026-01-05',
    '/collection/new',
    '/collection/7',
    '/collection/7/edit',
    '/collection/7/game/42/edit',
    '/collection/public/7',
    '/notifications',
    '/notices',
    '/notices/3',
    '/user/gamer01',
    '/admin/user-activity',
    '/steam/library',
    '/steam/connect',
    '/steam/profile-private',
    '/gog/library',
    '/gog/connect/guide',
    '/test/gog',
  ])('hides the header and navigation on %s', (pathname) => {
    expect(isChromeHidden(pathname)).toBe(true);
  });

  it.each(['/', '/games', '/wishlist', '/collection', '/mypage', '/no-such-page', '/game', '/games/42'])('shows them on %s', (pathname) => {
    expect(isChromeHidden(pathname)).toBe(false);
  });
});

describe('bottom navigation', () => {
  it('gives guests a login tab and sends the collection tab to login', () => {
    const items = getNavItems(false);
    expect(items.map((i) => [i.label, i.href])).toEqual([
      ['홈', '/'],
      ['위시리스트', '/wishlist'],
      ['전체게임', '/games'],
      ['컬렉션', '/auth/login'],
      ['로그인', '/auth/login'],
    ]);
  });

  it('gives signed-in users my page and the real collection tab', () => {
    const items = getNavItems(true);
    expect(items.at(3)?.href).toBe('/collection');
    expect(items.at(4)).toMatchObject({ label: '마이페이지', href: '/mypage' });
  });

  it('marks the tab of the current path', () => {
    expect(activeNavKey('/')).toBe('home');
    expect(activeNavKey('/games')).toBe('games');
    expect(activeNavKey('/collection')).toBe('collection');
    expect(activeNavKey('/game/1')).toBeUndefined();
  });
});
