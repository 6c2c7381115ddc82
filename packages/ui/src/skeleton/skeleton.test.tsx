import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../test/axe';
import { GameCardSkeleton, Skeleton } from './skeleton';

describe('Skeleton', () => {
  describe('block', () => {
    it('is hidden from assistive technology, with its radius and className', async () => {
      const { container } = await render(<Skeleton radius="none" className="h-4" />);
      const block = container.querySelector('[data-slot="skeleton"]')!;
      expect(block.getAttribute('aria-hidden')).toBe('true');
      expect(block.className).toContain('rounded-none');
      expect(block.className).toContain('h-4');
      expect(block.className).not.toContain('rounded-md');
      await expectNoAxeViolations();
    });
  });

  describe('game card', () => {
    it.each(['grid', 'list'] as const)('%s variant has the card shape', async (variant) => {
      const { container } = await render(<GameCardSkeleton variant={variant} />);
      expect(container.querySelector(`[data-slot="game-card-skeleton"][data-variant="${variant}"]`)).not.toBeNull();
      expect(container.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThanOrEqual(3);
      await expectNoAxeViolations();
    });
  });
});
