import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, buttonVariants } from '../button/button';
import {
  ConfirmDialog,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  type ConfirmDialogProps,
} from './dialog';
import { narrowViewport } from '../test/viewports';

function Stateful(args: ConfirmDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        리뷰 삭제
      </Button>
      <ConfirmDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/Dialog',
  component: ConfirmDialog,
  subcomponents: { Dialog, DialogContent, DialogTitle, DialogDescription, DialogFooter, DialogClose },
  tags: ['autodocs'],
  args: {
    open: true,
    title: '리뷰를 삭제할까요?',
    description: '삭제한 리뷰는 되돌릴 수 없어요.',
    confirmLabel: '삭제',
    cancelLabel: '취소',
    tone: 'danger',
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    open: { control: 'boolean' },
    title: { control: 'text' },
    description: { control: 'text' },
    tone: { control: 'inline-radio', options: ['default', 'danger'] },
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmDanger: Story = {};

export const ConfirmDefault: Story = {
  args: {
    tone: 'default',
    title: '새 버전이 있어요. 업데이트할까요?',
    description: undefined,
    confirmLabel: '확인',
  },
};

export const Closed: Story = { args: { open: false } };

export const Dark: Story = { globals: { theme: 'dark' } };

/** The styled parts composed by hand: a form-like dialog with a close button. */
export const Composed: Story = {
  render: () => (
    <Dialog defaultOpen>
      <DialogTrigger className={buttonVariants({ variant: 'outline' })}>정보 수정 제안</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>정보 수정 제안</DialogTitle>
          <DialogDescription>잘못된 게임 정보를 알려 주세요. 하루에 3번까지 보낼 수 있어요.</DialogDescription>
        </DialogHeader>
        <p className="rounded-lg bg-muted p-3 text-sm">출시일이 2023.05.12가 아니에요.</p>
        <DialogFooter>
          <DialogClose className={buttonVariants({ variant: 'secondary' })}>취소</DialogClose>
          <DialogClose className={buttonVariants()}>보내기</DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
};

/** Focus starts on 취소; confirming calls back and closes; focus goes back to the button that opened it. */
export const ConfirmCallsBack: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '리뷰 삭제' });
    await userEvent.click(trigger);
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: '리뷰를 삭제할까요?' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: '취소' })).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: '삭제' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Escape closes without confirming and focus returns to the trigger. */
export const EscapeCloses: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '리뷰 삭제' });
    await userEvent.click(trigger);
    await within(document.body).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
