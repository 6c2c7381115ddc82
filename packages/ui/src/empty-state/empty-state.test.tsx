import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  describe('with description and action', () => {
    it('shows title, hint and action', async () => {
      await render(
        <EmptyState title="검색 결과가 없습니다" description="영문으로 검색해 보세요" action={<a href="/games">게임 둘러보기</a>} />,
      );
      await expect.element(page.getByText('검색 결과가 없습니다')).toBeVisible();
      await expect.element(page.getByText('영문으로 검색해 보세요')).toBeVisible();
      await expect.element(page.getByRole('link', { name: '게임 둘러보기' })).toHaveAttribute('href', '/games');
      await expectNoAxeViolations();
    });
  });

  describe('title only, dark', () => {
    it('renders no description and passes axe', async () => {
      document.documentElement.classList.add('dark');
      await render(<EmptyState title="위시리스트가 비어 있습니다" />);
      expect(document.querySelector('[data-slot="empty-state-description"]')).toBeNull();
      await expectNoAxeViolations();
    });
  });
});
