import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './error-state';
import { narrowViewport } from '../test/viewports';

const meta = {
  title: 'States/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
  args: { title: '데이터 로드 실패', message: '데이터를 불러오는데 실패했습니다.', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HomeFailed: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const GameListFailed: Story = {
  args: { title: '게임 목록을 불러오지 못했습니다', message: '잠시 후 다시 시도해 주세요.', retryLabel: '새로고침' },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
