import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { AppColumn } from './app-column';

describe('AppColumn', () => {
  describe('in a wide window', () => {
    it('is centred and at most 600 px wide', async () => {
      await page.viewport(1000, 800);
      const { container } = await render(<AppColumn>내용</AppColumn>);
      const column = container.querySelector<HTMLElement>('[data-slot="app-column"]')!;
      const rect = column.getBoundingClientRect();
      expect(rect.width).toBe(600);
      expect(Math.round(rect.left)).toBe(200);
      await expectNoAxeViolations();
    });
  });

  describe('in a narrow window', () => {
    it('does not shrink below 320 px', async () => {
      await page.viewport(280, 600);
      const { container } = await render(<AppColumn>내용</AppColumn>);
      expect(container.querySelector('[data-slot="app-column"]')!.getBoundingClientRect().width).toBe(320);
      await page.viewport(412, 915);
    });
  });
});
