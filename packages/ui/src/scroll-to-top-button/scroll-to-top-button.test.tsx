import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { ScrollToTopButton } from './scroll-to-top-button';

function Page({ threshold }: { threshold?: number }) {
  return (
    <div>
      <div style={{ height: 3000 }}>긴 페이지</div>
      <ScrollToTopButton threshold={threshold} />
    </div>
  );
}

const button = () => page.getByRole('button', { name: '맨 위로' });

describe('ScrollToTopButton', () => {
  describe('at the top', () => {
    it('is not rendered', async () => {
      await render(<Page />);
      expect(button().query()).toBeNull();
      await expectNoAxeViolations();
    });
  });

  describe('scrolled', () => {
    it('is not rendered at exactly 400 px, and is after 400 px', async () => {
      await render(<Page />);
      window.scrollTo(0, 400);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(button().query()).toBeNull();
      window.scrollTo(0, 450);
      await expect.element(button()).toBeVisible();
      await expectNoAxeViolations();
    });

    it('scrolls to the top when clicked, then hides', async () => {
      const scrollTo = vi.spyOn(window, 'scrollTo');
      await render(<Page />);
      window.scrollTo(0, 1000);
      await userEvent.click(button());
      expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 0 }));
      await expect.poll(() => window.scrollY).toBe(0);
      await expect.element(button()).not.toBeInTheDocument();
      scrollTo.mockRestore();
    });

    it('honours a custom threshold, and passes axe in the dark theme', async () => {
      document.documentElement.classList.add('dark');
      await render(<Page threshold={100} />);
      window.scrollTo(0, 150);
      await expect.element(button()).toBeVisible();
      await expectNoAxeViolations();
    });
  });
});
