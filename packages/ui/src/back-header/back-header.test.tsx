import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { BackHeader } from './back-header';

describe('BackHeader', () => {
  describe('default', () => {
    it('shows the title as a heading and calls onBack', async () => {
      const onBack = vi.fn();
      await render(<BackHeader title="게임 상세" onBack={onBack} />);
      await expect.element(page.getByRole('heading', { level: 1, name: '게임 상세' })).toBeVisible();
      await userEvent.click(page.getByRole('button', { name: '뒤로 가기' }));
      expect(onBack).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations();
    });
  });

  describe('with a right slot', () => {
    it('renders it, also in the dark theme', async () => {
      document.documentElement.classList.add('dark');
      await render(<BackHeader title="컬렉션" onBack={() => {}} rightSlot={<button type="button">편집</button>} />);
      await expect.element(page.getByRole('button', { name: '편집' })).toBeVisible();
      await expectNoAxeViolations();
    });
  });
});
