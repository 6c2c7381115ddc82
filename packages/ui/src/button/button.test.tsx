import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { Button } from './button';

const variants = ['primary', 'secondary', 'outline', 'ghost', 'danger'] as const;

describe('Button', () => {
  describe('each variant', () => {
    it.each(variants)('%s meets contrast in light and dark', async (variant) => {
      await render(<Button variant={variant}>확인</Button>);
      await expect.element(page.getByRole('button', { name: '확인' })).toHaveAttribute('data-variant', variant);
      await expectNoAxeViolations();
      document.documentElement.classList.add('dark');
      await expectNoAxeViolations();
    });
  });

  describe('clicked', () => {
    it('is type=button by default and calls onClick', async () => {
      const onClick = vi.fn();
      await render(<Button onClick={onClick}>확인</Button>);
      await expect.element(page.getByRole('button')).toHaveAttribute('type', 'button');
      await userEvent.click(page.getByRole('button'));
      expect(onClick).toHaveBeenCalledTimes(1);
    });
  });
});

describe('Button hovered', () => {
  it.each(variants)('%s keeps AA contrast under the pointer in light and dark', async (variant) => {
    await render(<Button variant={variant}>확인</Button>);
    await userEvent.hover(page.getByRole('button', { name: '확인' }));
    await expectNoAxeViolations();
    document.documentElement.classList.add('dark');
    await expectNoAxeViolations();
  });
});
