import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { BottomSheet, SHEET_CLEANUP_MS, type BottomSheetProps } from './bottom-sheet';
import { narrowViewport } from '../test/viewports';

const collections = [
  '인생 게임',
  '이번 달에 할 게임',
  '닌텐도 스위치',
  '친구랑 같이',
  '엔딩 본 게임',
  '다시 할 게임',
  '출퇴근길 게임',
  '스팀 세일 때 산 게임',
  '고전 명작',
  '인디 게임',
];

function CollectionList({ count = 3 }: { count?: number }) {
  return (
    <ul className="flex flex-col gap-2">
      {collections.slice(0, count).map((name) => (
        <li key={name}>
          <button
            type="button"
            className="flex h-12 w-full items-center rounded-lg border border-border px-3 text-left text-sm font-medium outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
          >
            {name}
          </button>
        </li>
      ))}
    </ul>
  );
}

function Stateful(args: BottomSheetProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>컬렉션에 추가</Button>
      <BottomSheet
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

/** Drags the sheet by its handle with a touch pointer, `dy` px downwards, in small steps. */
function dragSheet(dy: number) {
  const handle = document.querySelector('[data-slot="bottom-sheet-handle"]')!;
  const rect = handle.getBoundingClientRect();
  const x = rect.left + rect.width / 2;
  const y = rect.top + rect.height / 2;
  const init = { bubbles: true, cancelable: true, pointerId: 7, pointerType: 'touch', isPrimary: true, clientX: x };
  handle.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientY: y }));
  for (let step = 1; step <= 10; step++) {
    handle.dispatchEvent(new PointerEvent('pointermove', { ...init, clientY: y + (dy * step) / 10 }));
  }
  handle.dispatchEvent(new PointerEvent('pointerup', { ...init, clientY: y + dy }));
}

const meta = {
  title: 'Overlays/BottomSheet',
  component: BottomSheet,
  tags: ['autodocs'],
  args: {
    open: true,
    title: '컬렉션에 추가',
    description: '이 게임을 담을 컬렉션을 고르세요.',
    children: <CollectionList />,
    onOpenChange: fn(),
    onAfterClose: fn(),
  },
  argTypes: {
    open: { control: 'boolean' },
    title: { control: 'text' },
    description: { control: 'text' },
    children: { control: false },
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof BottomSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Closed: Story = { args: { open: false } };

export const WithoutDescription: Story = { args: { description: undefined } };

/** More items than fit in half the screen: the list scrolls inside the sheet. */
export const LongContent: Story = { args: { children: <CollectionList count={10} /> } };

export const Dark: Story = { globals: { theme: 'dark' } };

/** A 60 px drag snaps back; a 140 px drag closes the sheet, which unmounts after the cleanup. */
export const DragToClose: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    const sheet = await body.findByRole('dialog', { name: '컬렉션에 추가' });
    dragSheet(60);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(sheet).toHaveAttribute('data-state', 'open');
    dragSheet(140);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(args.onAfterClose).toHaveBeenCalledTimes(1), { timeout: SHEET_CLEANUP_MS + 2000 });
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

/** Escape closes the sheet and focus goes back to the button that opened it. */
export const EscapeRestoresFocus: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '컬렉션에 추가' });
    await userEvent.click(trigger);
    const sheet = await within(document.body).findByRole('dialog', { name: '컬렉션에 추가' });
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), {
      timeout: SHEET_CLEANUP_MS + 2000,
    });
  },
};

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
