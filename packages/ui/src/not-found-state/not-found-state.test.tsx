import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { NotFoundState } from './not-found-state';

describe('NotFoundState', () => {
  describe('with an action', () => {
    it('shows a heading, description and the action', async () => {
      await render(
        <NotFoundState
          title="게임을 찾을 수 없습니다"
          description="잘못된 주소입니다."
          action={<button type="button">뒤로 가기</button>}
        />,
      );
      await expect.element(page.getByRole('heading', { name: '게임을 찾을 수 없습니다' })).toBeVisible();
      await expect.element(page.getByRole('button', { name: '뒤로 가기' })).toBeVisible();
      await expectNoAxeViolations();
    });
  });

  describe('title only, dark', () => {
    it('passes axe', async () => {
      document.documentElement.classList.add('dark');
      await render(<NotFoundState title="게임을 찾을 수 없습니다" />);
      expect(document.querySelector('[data-slot="not-found-state-description"]')).toBeNull();
      await expectNoAxeViolations();
    });
  });
});
