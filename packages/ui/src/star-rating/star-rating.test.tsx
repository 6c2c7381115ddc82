import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { starFills, StarRating } from './star-rating';

describe('StarRating', () => {
  describe('fills', () => {
    it.each([
      [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
      [3.5, ['full', 'full', 'full', 'half', 'empty']],
      [3.49, ['full', 'full', 'full', 'empty', 'empty']],
      [4.7, ['full', 'full', 'full', 'full', 'half']],
      [5, ['full', 'full', 'full', 'full', 'full']],
      [7, ['full', 'full', 'full', 'full', 'full']],
    ])('%d -> %j', (value, fills) => {
      expect(starFills(value)).toEqual(fills);
    });
  });

  describe('rendered', () => {
    it("is an image named '별점 N점' with the right stars", async () => {
      await render(<StarRating value={3.5} />);
      await expect.element(page.getByRole('img', { name: '별점 3.5점' })).toBeVisible();
      expect(document.querySelectorAll('[data-fill="full"]')).toHaveLength(3);
      expect(document.querySelectorAll('[data-fill="half"]')).toHaveLength(1);
      await expectNoAxeViolations();
    });

    it('passes axe in the dark theme at size md', async () => {
      document.documentElement.classList.add('dark');
      await render(<StarRating value={4} size="md" />);
      await expect.element(page.getByRole('img', { name: '별점 4점' })).toBeVisible();
      await expectNoAxeViolations();
    });
  });
});
