import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingState } from './loading-state';
import { narrowViewport } from '../test/viewports';

const meta = {
  title: 'States/LoadingState',
  component: LoadingState,
  tags: ['autodocs'],
  args: { fullPage: false },
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const FullPage: Story = { args: { fullPage: true } };

export const CustomLabel: Story = { args: { label: '게임 목록을 불러오는 중...' } };

export const Dark: Story = { globals: { theme: 'dark' } };

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
