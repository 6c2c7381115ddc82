import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { ViewModeToggle } from './view-mode-toggle';

describe('ViewModeToggle', () => {
  describe('grid selected', () => {
    it('is a radiogroup with grid checked and only it tabbable', async () => {
      await render(<ViewModeToggle value="grid" onChange={() => {}} />);
      await expect.element(page.getByRole('radio', { name: '그리드 보기' })).toBeChecked();
      await expect.element(page.getByRole('radio', { name: '목록 보기' })).not.toBeChecked();
      await expect.element(page.getByRole('radio', { name: '목록 보기' })).toHaveAttribute('tabindex', '-1');
      await expectNoAxeViolations();
    });
  });

  describe('changing', () => {
    it('reports a click and arrow keys', async () => {
      const onChange = vi.fn();
      await render(<ViewModeToggle value="list" onChange={onChange} />);
      await userEvent.click(page.getByRole('radio', { name: '그리드 보기' }));
      expect(onChange).toHaveBeenLastCalledWith('grid');
      (page.getByRole('radio', { name: '목록 보기' }).element() as HTMLElement).focus();
      await userEvent.keyboard('{ArrowRight}');
      expect(onChange).toHaveBeenLastCalledWith('grid');
      expect(onChange).toHaveBeenCalledTimes(2);
    });
  });

  describe('dark theme', () => {
    it('passes axe', async () => {
      document.documentElement.classList.add('dark');
      await render(<ViewModeToggle value="list" onChange={() => {}} />);
      await expectNoAxeViolations();
    });
  });
});
