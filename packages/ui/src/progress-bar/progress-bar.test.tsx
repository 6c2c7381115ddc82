import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  describe('in range', () => {
    it('is a labelled progressbar with aria-valuenow and a matching width', async () => {
      await render(<ProgressBar value={42.4} label="클리어 진행률" />);
      const bar = page.getByRole('progressbar', { name: '클리어 진행률' });
      await expect.element(bar).toHaveAttribute('aria-valuenow', '42');
      await expect.element(bar).toHaveAttribute('aria-valuemin', '0');
      await expect.element(bar).toHaveAttribute('aria-valuemax', '100');
      await expect.element(page.getByText('42%')).toBeVisible();
      const indicator = document.querySelector('[data-slot="progress-bar-indicator"] rect')!;
      expect(indicator.getAttribute('width')).toBe('42%');
      expect(indicator.getBoundingClientRect().width).toBeCloseTo(indicator.parentElement!.getBoundingClientRect().width * 0.42, 0);
      await expectNoAxeViolations();
    });
  });

  describe('out of range', () => {
    it.each([
      [-5, '0'],
      [150, '100'],
      [Number.NaN, '0'],
    ])('%d is clamped to %s', async (value, expected) => {
      await render(<ProgressBar value={value} label="진행률" />);
      await expect.element(page.getByRole('progressbar', { name: '진행률' })).toHaveAttribute('aria-valuenow', expected);
      await expectNoAxeViolations();
    });
  });

  describe('hidden label', () => {
    it('still names the bar, in the dark theme', async () => {
      document.documentElement.classList.add('dark');
      await render(<ProgressBar value={65} label="진행률" showLabel={false} />);
      await expect.element(page.getByRole('progressbar', { name: '진행률' })).toBeInTheDocument();
      await expectNoAxeViolations();
    });
  });
});
