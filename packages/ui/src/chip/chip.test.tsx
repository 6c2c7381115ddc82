import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { Chip } from './chip';

describe('Chip', () => {
  describe('unselected', () => {
    it('is a button with aria-pressed=false and no check mark', async () => {
      await render(<Chip selected={false}>PS5</Chip>);
      const chip = page.getByRole('button', { name: 'PS5' });
      await expect.element(chip).toHaveAttribute('aria-pressed', 'false');
      await expect.element(chip).toHaveAttribute('type', 'button');
      expect(chip.element().querySelector('svg')).toBeNull();
      await expectNoAxeViolations();
    });
  });

  describe('selected', () => {
    it('reports aria-pressed=true and shows a check mark', async () => {
      await render(<Chip selected>PS5</Chip>);
      const chip = page.getByRole('button', { name: 'PS5', pressed: true });
      await expect.element(chip).toBeVisible();
      expect(chip.element().querySelector('svg')).not.toBeNull();
      await expectNoAxeViolations();
    });

    it('passes axe in the dark theme', async () => {
      document.documentElement.classList.add('dark');
      await render(<Chip selected>PS5</Chip>);
      await expectNoAxeViolations();
    });
  });

  describe('clicked', () => {
    it('calls onClick, and not when disabled', async () => {
      const onClick = vi.fn();
      const { rerender } = await render(
        <Chip selected={false} onClick={onClick}>
          PC
        </Chip>,
      );
      await userEvent.click(page.getByRole('button', { name: 'PC' }));
      expect(onClick).toHaveBeenCalledTimes(1);
      await rerender(
        <Chip selected={false} onClick={onClick} disabled>
          PC
        </Chip>,
      );
      await expect.element(page.getByRole('button', { name: 'PC' })).toBeDisabled();
      await expectNoAxeViolations();
    });
  });
});
