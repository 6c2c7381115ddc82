import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { hiddenByTheModal } from '../test/modal';
import { screenshots } from '../test/fixtures';
import { Lightbox, wrapIndex } from './lightbox';

function Harness({ onOpenChange = () => {}, startIndex = 0 }: { onOpenChange?: (open: boolean) => void; startIndex?: number }) {
  const [open, setOpen] = useState(true);
  const [index, setIndex] = useState(startIndex);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        열기
      </button>
      <Lightbox
        images={screenshots}
        open={open}
        index={index}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
        onIndexChange={setIndex}
      />
    </>
  );
}

function swipe(target: Element, dx: number) {
  const rect = target.getBoundingClientRect();
  const x = rect.left + rect.width / 2;
  const y = rect.top + rect.height / 2;
  const init = { bubbles: true, pointerId: 1, pointerType: 'touch', isPrimary: true, clientY: y };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: x }));
  target.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: x + dx }));
}

const currentAlt = () => page.getByRole('dialog').getByRole('img').element().getAttribute('alt');

describe('Lightbox', () => {
  describe('wrapIndex', () => {
    it.each([
      [0, -1, 3, 2],
      [2, 1, 3, 0],
      [1, 1, 3, 2],
      [0, 1, 0, 0],
    ])('wrapIndex(%i, %i, %i) = %i', (index, step, length, expected) => {
      expect(wrapIndex(index, step, length)).toBe(expected);
    });
  });

  describe('open', () => {
    it('is a titled modal dialog showing the image and a counter', async () => {
      await render(<Harness />);
      const dialog = page.getByRole('dialog', { name: '스크린샷 1 / 3' });
      await expect.element(dialog).toBeVisible();
      // Modal: the page behind is hidden from assistive technology.
      expect(page.getByRole('button', { name: '열기' }).query()).toBeNull();
      expect(currentAlt()).toBe('젤다의 전설 스크린샷 1');
      await expectNoAxeViolations();
    });

    it('passes axe in the dark theme', async () => {
      document.documentElement.classList.add('dark');
      await render(<Harness startIndex={1} />);
      await expect.element(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations();
    });
  });

  describe('navigating', () => {
    it('wraps around at both ends with buttons and arrow keys', async () => {
      await render(<Harness />);
      await userEvent.click(page.getByRole('button', { name: '이전 이미지' }));
      expect(currentAlt()).toBe('젤다의 전설 스크린샷 3');
      await userEvent.click(page.getByRole('button', { name: '다음 이미지' }));
      expect(currentAlt()).toBe('젤다의 전설 스크린샷 1');
      await userEvent.keyboard('{ArrowLeft}');
      expect(currentAlt()).toBe('젤다의 전설 스크린샷 3');
      await userEvent.keyboard('{ArrowRight}');
      expect(currentAlt()).toBe('젤다의 전설 스크린샷 1');
    });

    it('changes image on a swipe over 50 px only', async () => {
      await render(<Harness />);
      const stage = document.querySelector('[data-slot="lightbox-stage"]')!;
      swipe(stage, -40);
      await expect.poll(currentAlt).toBe('젤다의 전설 스크린샷 1');
      swipe(stage, -80);
      await expect.poll(currentAlt).toBe('젤다의 전설 스크린샷 2');
      swipe(stage, 80);
      await expect.poll(currentAlt).toBe('젤다의 전설 스크린샷 1');
      swipe(stage, 80);
      await expect.poll(currentAlt).toBe('젤다의 전설 스크린샷 3');
    });
  });

  describe('closing', () => {
    it('closes on Escape and on the close button', async () => {
      const onOpenChange = vi.fn();
      await render(<Harness onOpenChange={onOpenChange} />);
      await userEvent.keyboard('{Escape}');
      await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
      expect(onOpenChange).toHaveBeenLastCalledWith(false);
      await userEvent.click(page.getByRole('button', { name: '열기' }));
      await userEvent.click(page.getByRole('button', { name: '닫기' }));
      await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
      expect(onOpenChange).toHaveBeenCalledTimes(2);
      await expect.poll(hiddenByTheModal).toEqual([]);
      await expectNoAxeViolations();
    });
  });
});
