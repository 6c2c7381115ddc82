import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { Badge } from './badge';

describe('Badge', () => {
  describe('visibility variants', () => {
    it("reads '공개' and '비공개' by default", async () => {
      await render(
        <div>
          <Badge variant="public" />
          <Badge variant="private" />
        </div>,
      );
      await expect.element(page.getByText('공개', { exact: true })).toBeVisible();
      await expect.element(page.getByText('비공개', { exact: true })).toBeVisible();
      expect(document.querySelectorAll('[data-slot="badge"] svg')).toHaveLength(2);
      await expectNoAxeViolations();
    });

    it('lets children replace the default copy', async () => {
      await render(<Badge variant="private">나만 보기</Badge>);
      await expect.element(page.getByText('나만 보기')).toBeVisible();
      expect(document.body.textContent).not.toContain('비공개');
      await expectNoAxeViolations();
    });
  });

  describe('neutral and primary', () => {
    it('render their children and pass axe in both themes', async () => {
      await render(
        <div>
          <Badge>플레이 중</Badge>
          <Badge variant="primary">NEW</Badge>
        </div>,
      );
      await expect.element(page.getByText('NEW')).toHaveAttribute('data-variant', 'primary');
      await expect.element(page.getByText('플레이 중')).toHaveAttribute('data-variant', 'neutral');
      await expectNoAxeViolations();
      document.documentElement.classList.add('dark');
      await expectNoAxeViolations();
    });
  });
});
