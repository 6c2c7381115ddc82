import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { StatTile } from './stat-tile';

describe('StatTile', () => {
  describe('label and value', () => {
    it('reads the label before the value, with no hint', async () => {
      await render(<StatTile label="총 게임" value="24개" />);
      await expect.element(page.getByText('24개')).toBeVisible();
      const tile = document.querySelector('[data-slot="stat-tile"]')!;
      expect(tile.textContent).toBe('총 게임24개');
      expect(tile.querySelector('[data-slot="stat-tile-hint"]')).toBeNull();
      await expectNoAxeViolations();
    });
  });

  describe('with a hint', () => {
    it('shows the hint and passes axe in both themes', async () => {
      await render(<StatTile label="클리어" value={12} hint="전체의 50%" />);
      await expect.element(page.getByText('전체의 50%')).toBeVisible();
      await expectNoAxeViolations();
      document.documentElement.classList.add('dark');
      await expectNoAxeViolations();
    });
  });
});
