import type { Meta, StoryObj } from '@storybook/react-vite';
import { Share2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { iconButtonClass } from '../header/header';
import { BackHeader } from './back-header';
import { narrowViewport } from '../test/viewports';

const meta = {
  title: 'App shell/BackHeader',
  component: BackHeader,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { title: '게임 상세', onBack: fn() },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-column min-w-column">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BackHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '뒤로 가기' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const WithAction: Story = {
  args: {
    rightSlot: (
      <button type="button" aria-label="공유하기" className={iconButtonClass}>
        <Share2 aria-hidden />
      </button>
    ),
  },
};

export const LongTitle: Story = { args: { title: '젤다의 전설 티어스 오브 더 킹덤 컬렉터즈 에디션 상세 정보' } };

export const Dark: Story = { globals: { theme: 'dark' } };

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
