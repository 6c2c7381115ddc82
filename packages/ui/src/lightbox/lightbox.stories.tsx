import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { screenshots } from '../test/fixtures';
import { Lightbox, type LightboxProps } from './lightbox';
import { narrowViewport } from '../test/viewports';

function Stateful(args: LightboxProps) {
  const [open, setOpen] = useState(args.open);
  const [index, setIndex] = useState(args.index);
  return (
    <>
      <div className="grid grid-cols-3 gap-2">
        {args.images.map((image, i) => (
          <button
            key={image.src}
            type="button"
            aria-label={`${image.alt} 크게 보기`}
            className="overflow-hidden rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
            onClick={() => {
              setIndex(i);
              setOpen(true);
            }}
          >
            <img src={image.src} alt="" className="aspect-video w-full object-cover" />
          </button>
        ))}
      </div>
      <Lightbox
        {...args}
        open={open}
        index={index}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
        onIndexChange={(next) => {
          setIndex(next);
          args.onIndexChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Media/Lightbox',
  component: Lightbox,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { images: screenshots, open: true, index: 0, onOpenChange: fn(), onIndexChange: fn() },
  argTypes: { index: { control: { type: 'number', min: 0, max: 2 } } },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Lightbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Closed: Story = { args: { open: false } };

export const SingleImage: Story = { args: { images: screenshots.slice(0, 1) } };

/** Previous from the first image goes to the last, next from the last to the first; arrow keys too. */
export const WrapsAround: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByRole('img')).toHaveAccessibleName('젤다의 전설 스크린샷 1');
    await userEvent.click(dialog.getByRole('button', { name: '이전 이미지' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await expect(dialog.getByRole('img')).toHaveAccessibleName('젤다의 전설 스크린샷 3');
    await userEvent.click(dialog.getByRole('button', { name: '다음 이미지' }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog.getByRole('img')).toHaveAccessibleName('젤다의 전설 스크린샷 1');
  },
};

/** Escape closes the dialog and focus goes back to the page. */
export const EscapeCloses: Story = {
  args: { open: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '젤다의 전설 스크린샷 2 크게 보기' }));
    const dialog = await within(document.body).findByRole('dialog', { name: /스크린샷 2 \/ 3/ });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const Dark: Story = { args: { index: 1 }, globals: { theme: 'dark' } };

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
