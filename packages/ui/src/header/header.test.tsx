import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { formatBadgeCount, Header } from './header';

describe('Header', () => {
  describe('badge', () => {
    it.each([
      [0, null],
      [1, '1'],
      [9, '9'],
      [10, '9+'],
      [12, '9+'],
    ])('formats %i as %s', (count, expected) => {
      expect(formatBadgeCount(count)).toBe(expected);
    });

    it('hides the badge at 0', async () => {
      await render(<Header notificationCount={0} isDark={false} onToggleDark={() => {}} />);
      await expect.element(page.getByRole('button', { name: '알림', exact: true })).toBeVisible();
      expect(document.querySelector('[data-slot="header-badge"]')).toBeNull();
      await expectNoAxeViolations();
    });

    it('shows 5 and names the count', async () => {
      await render(<Header notificationCount={5} isDark={false} onToggleDark={() => {}} />);
      await expect.element(page.getByRole('button', { name: /^알림\s*5\s*개$/ })).toBeVisible();
      await expect.element(page.getByText('5')).toBeVisible();
      await expectNoAxeViolations();
    });

    it("caps at '9+' above 9", async () => {
      await render(<Header notificationCount={12} isDark={false} onToggleDark={() => {}} />);
      await expect.element(page.getByRole('button', { name: /^알림\s*9\+\s*개$/ })).toBeVisible();
      await expect.element(page.getByText('9+')).toBeVisible();
      await expectNoAxeViolations();
    });
  });

  describe('logo', () => {
    it('links home by default', async () => {
      await render(<Header notificationCount={0} isDark={false} onToggleDark={() => {}} />);
      await expect.element(page.getByRole('link', { name: /GameShelf/ })).toHaveAttribute('href', '/');
    });
  });

  describe('dark-mode toggle', () => {
    it('reports its state with aria-pressed and calls onToggleDark', async () => {
      const onToggleDark = vi.fn();
      document.documentElement.classList.add('dark');
      await render(<Header notificationCount={3} isDark onToggleDark={onToggleDark} />);
      const toggle = page.getByRole('button', { name: '다크 모드' });
      await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(toggle);
      expect(onToggleDark).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations();
    });

    it('is replaced by rightSlot', async () => {
      await render(<Header notificationCount={0} isDark={false} onToggleDark={() => {}} rightSlot={<button type="button">설정</button>} />);
      await expect.element(page.getByRole('button', { name: '설정' })).toBeVisible();
      expect(page.getByRole('button', { name: '다크 모드' }).query()).toBeNull();
      await expectNoAxeViolations();
    });
  });
});
