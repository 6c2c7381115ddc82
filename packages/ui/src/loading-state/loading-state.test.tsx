import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { LoadingState } from './loading-state';

describe('LoadingState', () => {
  describe('default', () => {
    it("is a status saying '데이터를 불러오는 중...'", async () => {
      await render(<LoadingState />);
      await expect.element(page.getByRole('status')).toHaveTextContent('데이터를 불러오는 중...');
      await expect.element(page.getByRole('status')).not.toHaveAttribute('data-full-page');
      await expectNoAxeViolations();
    });
  });

  describe('full page, dark', () => {
    it('marks itself full-page and passes axe', async () => {
      document.documentElement.classList.add('dark');
      await render(<LoadingState fullPage label="불러오는 중" />);
      await expect.element(page.getByRole('status')).toHaveAttribute('data-full-page', 'true');
      await expect.element(page.getByRole('status')).toHaveTextContent('불러오는 중');
      await expectNoAxeViolations();
    });
  });
});
