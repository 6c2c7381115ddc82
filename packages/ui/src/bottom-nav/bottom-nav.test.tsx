import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { BottomNav, type BottomNavItem } from './bottom-nav';

const items: BottomNavItem[] = [
  { key: 'home', label: '홈', href: '/', icon: 'home' },
  { key: 'wishlist', label: '위시리스트', href: '/wishlist', icon: 'wishlist' },
  { key: 'games', label: '전체 게임', href: '/games', icon: 'games' },
  { key: 'collection', label: '컬렉션', href: '/collection', icon: 'collection' },
  { key: 'login', label: '로그인', href: '/auth/login', icon: 'login' },
];

describe('BottomNav', () => {
  describe('with an active tab', () => {
    it('renders five labelled links and marks only the active one', async () => {
      await render(<BottomNav items={items} activeKey="wishlist" />);
      const nav = page.getByRole('navigation', { name: '주 메뉴' });
      expect(nav.getByRole('link').elements()).toHaveLength(5);
      await expect.element(nav.getByRole('link', { name: '위시리스트' })).toHaveAttribute('aria-current', 'page');
      expect(document.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
      await expect.element(nav.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/auth/login');
      await expectNoAxeViolations();
    });
  });

  describe('without an active tab', () => {
    it('marks nothing current', async () => {
      await render(<BottomNav items={items} />);
      expect(document.querySelectorAll('[aria-current]')).toHaveLength(0);
      await expectNoAxeViolations();
    });
  });

  describe('dark theme', () => {
    it('passes axe', async () => {
      document.documentElement.classList.add('dark');
      await render(<BottomNav items={items} activeKey="home" />);
      await expectNoAxeViolations();
    });
  });
});
