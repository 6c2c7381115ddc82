import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './badge';
import { narrowViewport } from '../test/viewports';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { variant: 'public' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['public', 'private', 'neutral', 'primary'] },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** '공개' without children. */
export const Public: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('공개')).toBeVisible();
  },
};

export const Private: Story = {
  args: { variant: 'private' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('비공개')).toBeVisible();
  },
};

export const Neutral: Story = { args: { variant: 'neutral', children: '플레이 중' } };

export const Primary: Story = { args: { variant: 'primary', children: 'NEW' } };

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge variant="public" />
      <Badge variant="private" />
      <Badge variant="neutral">플레이 중</Badge>
      <Badge variant="primary">NEW</Badge>
    </div>
  ),
};

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
