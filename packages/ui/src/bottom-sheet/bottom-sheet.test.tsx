import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { hiddenByTheModal } from '../test/modal';
import { BottomSheet, SHEET_CLEANUP_MS, SHEET_CLOSE_DRAG_PX } from './bottom-sheet';

type HarnessProps = {
  initialOpen?: boolean;
  description?: string;
  onOpenChange?: (open: boolean) => void;
  onAfterClose?: () => void;
};

function Harness({ initialOpen = true, description, onOpenChange = () => {}, onAfterClose }: HarnessProps) {
  const [open, setOpen] = useState(initialOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        컬렉션에 추가
      </button>
      <BottomSheet
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
        onAfterClose={onAfterClose}
        title="컬렉션에 추가"
        description={description}
      >
        <button type="button">인생 게임</button>
        <button type="button">엔딩 본 게임</button>
      </BottomSheet>
    </>
  );
}

const sheet = () => page.getByRole('dialog', { name: '컬렉션에 추가' });
const sheetElement = () => document.querySelector<HTMLElement>('[data-slot="bottom-sheet"]');
function dragSheet(dy: number) {
  const handle = document.querySelector('[data-slot="bottom-sheet-handle"]')!;
  const rect = handle.getBoundingClientRect();
  const x = rect.left + rect.width / 2;
  const y = rect.top + rect.height / 2;
  const init = { bubbles: true, cancelable: true, pointerId: 3, pointerType: 'touch', isPrimary: true, clientX: x };
  handle.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientY: y }));
  for (let step = 1; step <= 10; step++) {
    handle.dispatchEvent(new PointerEvent('pointermove', { ...init, clientY: y + (dy * step) / 10 }));
  }
  handle.dispatchEvent(new PointerEvent('pointerup', { ...init, clientY: y + dy }));
}

describe('BottomSheet', () => {
  it('exports the agreed constants', () => {
    expect(SHEET_CLOSE_DRAG_PX).toBe(100);
    expect(SHEET_CLEANUP_MS).toBe(300);
  });

  describe('open', () => {
    it('is a modal dialog named by its title, half the viewport high, with a labelled close button', async () => {
      await render(<Harness description="이 게임을 담을 컬렉션을 고르세요." />);
      await expect.element(sheet()).toBeVisible();
      await expect.element(sheet()).toHaveAccessibleDescription('이 게임을 담을 컬렉션을 고르세요.');
      await expect.element(page.getByRole('button', { name: '닫기' })).toBeVisible();
      // Modal: the page behind is hidden from assistive technology.
      expect(page.getByRole('button', { name: '컬렉션에 추가' }).query()).toBeNull();
      const height = sheetElement()!.getBoundingClientRect().height;
      expect(Math.abs(height - window.innerHeight / 2)).toBeLessThanOrEqual(1);
      await expectNoAxeViolations();
    });

    it('passes axe without a description and in the dark theme', async () => {
      document.documentElement.classList.add('dark');
      await render(<Harness />);
      await expect.element(sheet()).toBeVisible();
      expect(sheetElement()!.hasAttribute('aria-describedby')).toBe(false);
      await expectNoAxeViolations();
    });
  });

  describe('keyboard focus', () => {
    it('moves focus in, keeps Tab inside, and gives it back to the trigger on Escape', async () => {
      const onOpenChange = vi.fn();
      await render(<Harness initialOpen={false} onOpenChange={onOpenChange} />);
      const trigger = page.getByRole('button', { name: '컬렉션에 추가' });
      await userEvent.click(trigger);
      await expect.element(sheet()).toBeVisible();
      await expect.poll(() => sheetElement()!.contains(document.activeElement)).toBe(true);
      for (let i = 0; i < 5; i++) {
        await userEvent.keyboard('{Tab}');
        expect(sheetElement()!.contains(document.activeElement)).toBe(true);
      }
      await userEvent.keyboard('{Escape}');
      expect(onOpenChange).toHaveBeenLastCalledWith(false);
      await expect.element(trigger).toHaveFocus();
      await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
      await expect.poll(hiddenByTheModal).toEqual([]);
      await expectNoAxeViolations();
    });
  });

  describe('dragged down', () => {
    it('snaps back after a 60 px drag', async () => {
      const onOpenChange = vi.fn();
      await render(<Harness onOpenChange={onOpenChange} />);
      await expect.element(sheet()).toBeVisible();
      dragSheet(60);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(onOpenChange).not.toHaveBeenCalled();
      await expect.element(sheet()).toHaveAttribute('data-state', 'open');
      expect(sheetElement()!.style.transform).toBe('');
      await expectNoAxeViolations();
    });

    it('closes after a 140 px drag', async () => {
      const onOpenChange = vi.fn();
      await render(<Harness onOpenChange={onOpenChange} />);
      await expect.element(sheet()).toBeVisible();
      dragSheet(140);
      await expect.poll(() => onOpenChange.mock.calls).toEqual([[false]]);
      await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
      await expect.poll(hiddenByTheModal).toEqual([]);
      await expectNoAxeViolations();
    });

    it('follows the finger while dragging', async () => {
      await render(<Harness />);
      await expect.element(sheet()).toBeVisible();
      const handle = document.querySelector('[data-slot="bottom-sheet-handle"]')!;
      const init = { bubbles: true, pointerId: 4, pointerType: 'touch', isPrimary: true, clientX: 100 };
      handle.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientY: 500 }));
      handle.dispatchEvent(new PointerEvent('pointermove', { ...init, clientY: 580 }));
      expect(sheetElement()!.style.transform).toBe('translate3d(0px, 80px, 0px)');
      handle.dispatchEvent(new PointerEvent('pointercancel', { ...init, clientY: 580 }));
      expect(sheetElement()!.style.transform).toBe('');
      await expect.element(sheet()).toHaveAttribute('data-state', 'open');
    });
  });

  describe('after closing', () => {
    it('keeps the content for the 300 ms cleanup, then unmounts it and calls onAfterClose', async () => {
      let closedAt = 0;
      let afterCloseAt = 0;
      const onAfterClose = vi.fn(() => {
        afterCloseAt = performance.now();
      });
      const onOpenChange = (open: boolean) => {
        if (!open) closedAt = performance.now();
      };
      await render(<Harness onAfterClose={onAfterClose} onOpenChange={onOpenChange} />);
      await expect.element(sheet()).toBeVisible();
      await userEvent.click(page.getByRole('button', { name: '닫기' }));
      const closing = sheetElement();
      expect(closing).not.toBeNull();
      expect(closing!.getAttribute('data-state')).toBe('closed');
      expect(onAfterClose).not.toHaveBeenCalled();
      await expect.poll(() => onAfterClose.mock.calls.length, { timeout: 3000 }).toBe(1);
      expect(closedAt).toBeGreaterThan(0);
      expect(afterCloseAt - closedAt).toBeGreaterThanOrEqual(SHEET_CLEANUP_MS - 1);
      // The unmount is the next render after the callback: on a busy machine it can trail it.
      await expect.poll(() => sheetElement(), { timeout: 1000 }).toBeNull();
      await expect.poll(hiddenByTheModal).toEqual([]);
      await expectNoAxeViolations();
    });

    it('does not call onAfterClose when reopened within the cleanup', async () => {
      const onAfterClose = vi.fn();
      const sheetWith = (open: boolean) => (
        <BottomSheet open={open} onOpenChange={() => {}} onAfterClose={onAfterClose} title="컬렉션에 추가">
          <button type="button">인생 게임</button>
        </BottomSheet>
      );
      const { rerender } = await render(sheetWith(true));
      await expect.element(sheet()).toBeVisible();
      await rerender(sheetWith(false));
      expect(sheetElement()!.getAttribute('data-state')).toBe('closed');
      await rerender(sheetWith(true));
      await expect.element(sheet()).toHaveAttribute('data-state', 'open');
      await new Promise((resolve) => setTimeout(resolve, SHEET_CLEANUP_MS + 100));
      expect(onAfterClose).not.toHaveBeenCalled();
      await expect.element(sheet()).toBeVisible();
      await expectNoAxeViolations();
    });
  });
});
