import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { hiddenByTheModal } from '../test/modal';
import { ConfirmDialog, Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from './dialog';

type HarnessProps = {
  tone?: 'default' | 'danger';
  description?: string;
  onConfirm?: () => void;
  onOpenChange?: (open: boolean) => void;
};

function ConfirmHarness({ tone = 'default', description, onConfirm = () => {}, onOpenChange = () => {} }: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        삭제하기
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
        title="리뷰를 삭제할까요?"
        description={description}
        confirmLabel={tone === 'danger' ? '삭제' : undefined}
        tone={tone}
        onConfirm={onConfirm}
      />
    </>
  );
}

const openConfirm = async () => {
  await userEvent.click(page.getByRole('button', { name: '삭제하기' }));
  await expect.element(page.getByRole('alertdialog', { name: '리뷰를 삭제할까요?' })).toBeVisible();
};

describe('Dialog', () => {
  describe('composed parts', () => {
    it('opens from its trigger as a titled, described modal with a 닫기 button; Escape closes and focus returns', async () => {
      await render(
        <Dialog>
          <DialogTrigger>정보 수정 제안</DialogTrigger>
          <DialogContent>
            <DialogTitle>정보 수정 제안</DialogTitle>
            <DialogDescription>잘못된 정보를 알려 주세요.</DialogDescription>
            <DialogFooter>
              <DialogClose>취소</DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>,
      );
      const trigger = page.getByRole('button', { name: '정보 수정 제안' });
      await userEvent.click(trigger);
      const dialog = page.getByRole('dialog', { name: '정보 수정 제안' });
      await expect.element(dialog).toBeVisible();
      await expect.element(dialog).toHaveAccessibleDescription('잘못된 정보를 알려 주세요.');
      await expect.element(page.getByRole('button', { name: '닫기' })).toBeVisible();
      await expectNoAxeViolations();
      await userEvent.keyboard('{Escape}');
      await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
      await expect.element(trigger).toHaveFocus();
      await expect.poll(hiddenByTheModal).toEqual([]);
      await expectNoAxeViolations();
    });

    it('traps Tab inside while open', async () => {
      await render(
        <Dialog defaultOpen>
          <DialogContent>
            <DialogTitle>제목</DialogTitle>
            <DialogDescription>설명</DialogDescription>
            <DialogClose>취소</DialogClose>
          </DialogContent>
        </Dialog>,
      );
      await expect.element(page.getByRole('dialog')).toBeVisible();
      const content = page.getByRole('dialog').element();
      for (let i = 0; i < 4; i++) {
        await userEvent.keyboard('{Tab}');
        expect(content.contains(document.activeElement)).toBe(true);
      }
    });
  });

  describe('ConfirmDialog, default tone', () => {
    it('is an alertdialog with 확인 and 취소, focus on 취소, primary confirm button', async () => {
      await render(<ConfirmHarness />);
      await openConfirm();
      await expect.element(page.getByRole('button', { name: '취소' })).toHaveFocus();
      const confirm = page.getByRole('button', { name: '확인' });
      await expect.element(confirm).toHaveClass(/bg-primary/);
      await expectNoAxeViolations();
    });

    it('calls onConfirm and closes, and gives focus back', async () => {
      const onConfirm = vi.fn();
      const onOpenChange = vi.fn();
      await render(<ConfirmHarness onConfirm={onConfirm} onOpenChange={onOpenChange} />);
      await openConfirm();
      await userEvent.click(page.getByRole('button', { name: '확인' }));
      expect(onConfirm).toHaveBeenCalledTimes(1);
      expect(onOpenChange).toHaveBeenLastCalledWith(false);
      await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
      await expect.element(page.getByRole('button', { name: '삭제하기' })).toHaveFocus();
      await expect.poll(hiddenByTheModal).toEqual([]);
      await expectNoAxeViolations();
    });

    it('closes on Escape and on 취소 without confirming', async () => {
      const onConfirm = vi.fn();
      await render(<ConfirmHarness onConfirm={onConfirm} />);
      await openConfirm();
      await userEvent.keyboard('{Escape}');
      await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
      await expect.element(page.getByRole('button', { name: '삭제하기' })).toHaveFocus();
      await openConfirm();
      await userEvent.click(page.getByRole('button', { name: '취소' }));
      await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
      expect(onConfirm).not.toHaveBeenCalled();
    });
  });

  describe('ConfirmDialog, danger tone', () => {
    it('shows a red confirm button and a description', async () => {
      await render(<ConfirmHarness tone="danger" description="삭제한 리뷰는 되돌릴 수 없어요." />);
      await openConfirm();
      const dialog = page.getByRole('alertdialog');
      await expect.element(dialog).toHaveAttribute('data-tone', 'danger');
      await expect.element(dialog).toHaveAccessibleDescription('삭제한 리뷰는 되돌릴 수 없어요.');
      const confirm = page.getByRole('button', { name: '삭제' });
      await expect.element(confirm).toHaveClass(/bg-danger/);
      expect(getComputedStyle(confirm.element()).backgroundColor).toBe('rgb(220, 38, 38)');
      await expectNoAxeViolations();
    });

    it('passes axe in the dark theme', async () => {
      document.documentElement.classList.add('dark');
      await render(<ConfirmHarness tone="danger" description="삭제한 리뷰는 되돌릴 수 없어요." />);
      await openConfirm();
      await expectNoAxeViolations();
    });
  });
});
