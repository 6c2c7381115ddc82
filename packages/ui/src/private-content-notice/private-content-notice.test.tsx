import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { PrivateContentNotice } from './private-content-notice';

describe('PrivateContentNotice', () => {
  describe('default', () => {
    it('shows the default title and a decorative lock icon', async () => {
      await render(<PrivateContentNotice />);
      await expect.element(page.getByText('비공개 콘텐츠입니다')).toBeVisible();
      const icon = document.querySelector('[data-slot="private-content-notice"] svg');
      expect(icon).not.toBeNull();
      expect(icon?.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(document.querySelector('[data-slot="private-content-notice-description"]')).toBeNull();
      await expectNoAxeViolations();
    });
  });

  describe('with a description and an action', () => {
    it('shows both, and a custom title', async () => {
      await render(
        <PrivateContentNotice
          title="비공개 프로필입니다"
          description="작성자가 비공개로 설정했어요."
          action={<button type="button">돌아가기</button>}
        />,
      );
      await expect.element(page.getByText('비공개 프로필입니다')).toBeVisible();
      await expect.element(page.getByText('작성자가 비공개로 설정했어요.')).toBeVisible();
      await expect.element(page.getByRole('button', { name: '돌아가기' })).toBeVisible();
      expect(page.getByText('비공개 콘텐츠입니다').elements()).toHaveLength(0);
      await expectNoAxeViolations();
    });
  });

  describe('dark theme', () => {
    it('passes axe', async () => {
      document.documentElement.classList.add('dark');
      await render(<PrivateContentNotice description="작성자가 비공개로 설정했어요." />);
      await expectNoAxeViolations();
    });
  });
});
