import type { Meta, StoryObj } from '@storybook/react-vite';
import { EllipsisVertical, Pencil, Share2, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from './dropdown-menu';
import { narrowViewport } from '../test/viewports';

type OwnerMenuArgs = {
  defaultOpen: boolean;
  withIcons: boolean;
  disableShare: boolean;
  onEdit: () => void;
  onShare: () => void;
  onDelete: () => void;
};

/** The owner menu on a review or collection: 수정, 공유, then 삭제 in the danger tone. */
function OwnerMenu({ defaultOpen, withIcons, disableShare, onEdit, onShare, onDelete }: OwnerMenuArgs) {
  return (
    <div className="flex justify-end">
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger
          aria-label="리뷰 메뉴"
          className="inline-flex size-10 items-center justify-center rounded-full text-muted-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring data-[state=open]:bg-muted"
        >
          <EllipsisVertical aria-hidden className="size-5" />
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={onEdit}>
            {withIcons && <Pencil aria-hidden />}
            수정
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onShare} disabled={disableShare}>
            {withIcons && <Share2 aria-hidden />}
            공유
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem tone="danger" onSelect={onDelete}>
            {withIcons && <Trash2 aria-hidden />}
            삭제
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

const meta = {
  title: 'Overlays/DropdownMenu',
  component: OwnerMenu,
  subcomponents: { DropdownMenu, DropdownMenuTrigger, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator },
  tags: ['autodocs'],
  args: {
    defaultOpen: true,
    withIcons: true,
    disableShare: false,
    onEdit: fn(),
    onShare: fn(),
    onDelete: fn(),
  },
  argTypes: {
    defaultOpen: { control: 'boolean', description: 'Open the menu on mount (DropdownMenu defaultOpen, uncontrolled).' },
    withIcons: { control: 'boolean', description: 'Show an icon before each item label.' },
    disableShare: { control: 'boolean', description: "Disable the '공유' item (dimmed and skipped by the arrow keys)." },
    onEdit: { description: "Called when '수정' is chosen (DropdownMenuItem onSelect)." },
    onShare: { description: "Called when '공유' is chosen." },
    onDelete: { description: "Called when '삭제' (danger tone) is chosen." },
  },
} satisfies Meta<typeof OwnerMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Closed: Story = { args: { defaultOpen: false } };

export const TextOnly: Story = { args: { withIcons: false } };

export const WithDisabledItem: Story = { args: { disableShare: true } };

export const Dark: Story = { globals: { theme: 'dark' } };

/** Keyboard only: Enter opens, ArrowDown moves (skipping the separator), Enter chooses 삭제, focus returns. */
export const Keyboard: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '리뷰 메뉴' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await within(document.body).findByRole('menu'));
    await waitFor(() => expect(menu.getByRole('menuitem', { name: '수정' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(menu.getByRole('menuitem', { name: '공유' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(menu.getByRole('menuitem', { name: '삭제' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onEdit).not.toHaveBeenCalled();
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
