import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ScrollToTopButton } from './scroll-to-top-button';
import { narrowViewport } from '../test/viewports';

/** Scroll the window and wait until the scroll event has been handled. */
async function scrollWindowTo(y: number) {
  window.scrollTo(0, y);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

const meta = {
  title: 'Primitives/ScrollToTopButton',
  component: ScrollToTopButton,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { threshold: 400, onClick: fn() },
  render: (args) => (
    <div className="mx-auto max-w-column min-w-column px-4">
      <p className="py-4 text-sm text-muted-foreground">스크롤을 400px 넘게 내리면 맨 위로 버튼이 나타납니다.</p>
      <div className="h-[2400px] rounded-lg bg-gradient-to-b from-muted to-background" />
      <ScrollToTopButton {...args} />
    </div>
  ),
} satisfies Meta<typeof ScrollToTopButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At the top of the page the button is not rendered. */
export const AtTop: Story = {
  play: async ({ canvasElement }) => {
    await scrollWindowTo(0);
    await expect(within(canvasElement).queryByRole('button', { name: '맨 위로' })).toBeNull();
  },
};

/** Appears after 400 px, not at 400 px; clicking it scrolls back and it disappears. */
export const AppearsAfterScroll: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await scrollWindowTo(0);
    await scrollWindowTo(400);
    await expect(window.scrollY).toBe(400);
    await expect(canvas.queryByRole('button', { name: '맨 위로' })).toBeNull();
    await scrollWindowTo(401);
    const button = await canvas.findByRole('button', { name: '맨 위로' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(window.scrollY).toBe(0));
    await waitFor(() => expect(canvas.queryByRole('button', { name: '맨 위로' })).toBeNull());
  },
};

/** Scrolled down and left there (the screenshot shows the button over the page). */
export const Visible: Story = {
  play: async ({ canvasElement }) => {
    await scrollWindowTo(0);
    await scrollWindowTo(800);
    await within(canvasElement).findByRole('button', { name: '맨 위로' });
  },
};

export const Dark: Story = { ...Visible, globals: { theme: 'dark' } };

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
