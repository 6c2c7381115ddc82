import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function GameTabs({ defaultValue = 'info' }: { defaultValue?: string }) {
  return (
    <Tabs defaultValue={defaultValue}>
      <TabsList aria-label="게임 정보">
        <TabsTrigger value="info">정보</TabsTrigger>
        <TabsTrigger value="reviews">리뷰</TabsTrigger>
      </TabsList>
      <TabsContent value="info">개요</TabsContent>
      <TabsContent value="reviews">리뷰 목록</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  describe('first tab active', () => {
    it('shows its panel only', async () => {
      await render(<GameTabs />);
      await expect.element(page.getByRole('tab', { name: '정보' })).toHaveAttribute('aria-selected', 'true');
      await expect.element(page.getByRole('tabpanel')).toHaveTextContent('개요');
      await expectNoAxeViolations();
    });
  });

  describe('switching', () => {
    it('changes tab on click and with arrow keys', async () => {
      await render(<GameTabs />);
      await userEvent.click(page.getByRole('tab', { name: '리뷰' }));
      await expect.element(page.getByRole('tabpanel')).toHaveTextContent('리뷰 목록');
      await userEvent.keyboard('{ArrowLeft}');
      await expect.element(page.getByRole('tab', { name: '정보' })).toHaveFocus();
      await expect.element(page.getByRole('tabpanel')).toHaveTextContent('개요');
      await expectNoAxeViolations();
    });
  });

  describe('focus ring', () => {
    /** What draws a focus box on an element: an outline or a ring (box-shadow). */
    const focusBox = (element: Element) => {
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    const boxed = () => [...document.querySelectorAll('[data-slot^="tabs"]')].filter(focusBox).map((el) => el.textContent);

    it('shows no box after a tap or click, and a ring for keyboard focus', async () => {
      await render(<GameTabs />);
      await userEvent.click(page.getByRole('tab', { name: '리뷰' }));
      await expect.element(page.getByRole('tabpanel')).toHaveTextContent('리뷰 목록');
      expect(document.activeElement?.textContent).toBe('리뷰');
      expect(boxed()).toEqual([]);
      await userEvent.keyboard('{ArrowLeft}');
      await expect.element(page.getByRole('tab', { name: '정보' })).toHaveFocus();
      expect(boxed()).toEqual(['정보']);
    });
  });

  describe('dark theme', () => {
    it('passes axe with the second tab active', async () => {
      document.documentElement.classList.add('dark');
      await render(<GameTabs defaultValue="reviews" />);
      await expectNoAxeViolations();
    });
  });
});
