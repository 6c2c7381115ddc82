import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './progress-bar';
import { narrowViewport } from '../test/viewports';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { value: 42, label: '클리어 진행률', showLabel: true },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100, step: 1 } } },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partial: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: '클리어 진행률' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
  },
};

export const Empty: Story = { args: { value: 0 } };

export const Complete: Story = { args: { value: 100 } };

/** Out-of-range input is clamped. */
export const Clamped: Story = {
  args: { value: 140 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const HiddenLabel: Story = { args: { showLabel: false, value: 65 } };

export const Dark: Story = { args: { value: 73 }, globals: { theme: 'dark' } };

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
