import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { ErrorState } from './error-state';

describe('ErrorState', () => {
  describe('default label', () => {
    it("is an alert whose '다시 시도' button calls onRetry", async () => {
      const onRetry = vi.fn();
      await render(<ErrorState title="데이터 로드 실패" message="데이터를 불러오는데 실패했습니다." onRetry={onRetry} />);
      await expect.element(page.getByRole('alert')).toHaveTextContent('데이터 로드 실패');
      await userEvent.click(page.getByRole('button', { name: '다시 시도' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations();
    });
  });

  describe('custom label, dark', () => {
    it('uses retryLabel and passes axe', async () => {
      document.documentElement.classList.add('dark');
      await render(<ErrorState title="실패" message="오류" onRetry={() => {}} retryLabel="새로고침" />);
      await expect.element(page.getByRole('button', { name: '새로고침' })).toBeVisible();
      await expectNoAxeViolations();
    });
  });
});
