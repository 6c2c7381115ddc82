import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { BROKEN_IMAGE, covers } from '../test/fixtures';
import { Avatar } from './avatar';

describe('Avatar', () => {
  describe('with an image', () => {
    it('shows the image, named by alt', async () => {
      await render(<Avatar src={covers.zelda} name="링크" alt="링크의 프로필 사진" />);
      await expect.element(page.getByRole('img', { name: '링크의 프로필 사진' })).toBeVisible();
      expect(document.querySelector('[data-slot="avatar"] img')).not.toBeNull();
      await expectNoAxeViolations();
    });

    it('is hidden from assistive technology without alt', async () => {
      await render(<Avatar src={covers.zelda} name="링크" />);
      await expect.element(page.getByRole('img')).not.toBeInTheDocument();
      await expectNoAxeViolations();
    });
  });

  describe('without an image', () => {
    it("shows the name's initial", async () => {
      await render(<Avatar src={null} name="zelda" size="xl" />);
      await expect.element(page.getByText('Z')).toBeVisible();
      await expectNoAxeViolations();
    });

    it('shows a person icon when there is no name either, in the dark theme', async () => {
      document.documentElement.classList.add('dark');
      await render(<Avatar src="" name="  " alt="프로필 사진" />);
      expect(document.querySelector('[data-slot="avatar-icon"]')).not.toBeNull();
      await expectNoAxeViolations();
    });
  });

  describe('with a failing image', () => {
    it('falls back to the initial', async () => {
      await render(<Avatar src={BROKEN_IMAGE} name="마리오" alt="마리오의 프로필 사진" />);
      await expect.element(page.getByText('마')).toBeVisible();
      expect(document.querySelector('[data-slot="avatar"] img')).toBeNull();
      await expectNoAxeViolations();
    });
  });
});
