import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatWon } from '../lib/format';
import { StatTile } from './stat-tile';
import { narrowViewport } from '../test/viewports';

const meta = {
  title: 'Primitives/StatTile',
  component: StatTile,
  tags: ['autodocs'],
  args: { label: '총 게임', value: '24개' },
  argTypes: { label: { control: 'text' }, value: { control: 'text' }, hint: { control: 'text' } },
  decorators: [
    (Story) => (
      <div className="w-32">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('24개')).toBeVisible();
  },
};

export const WithHint: Story = { args: { label: '클리어', value: '12개', hint: '전체의 50%' } };

/** The owner's tiles on a collection: likes, playtime, spent amount. */
export const Row: Story = {
  decorators: [
    (Story) => (
      <div className="w-[380px]">
        <Story />
      </div>
    ),
  ],
  render: () => (
    <div className="grid grid-cols-3 gap-2">
      <StatTile label="좋아요" value="128" />
      <StatTile label="플레이 시간" value="342시간" />
      <StatTile label="쓴 금액" value={formatWon(1_234_000)} />
    </div>
  ),
};

export const Dark: Story = { args: { hint: '지난달보다 2개 더' }, globals: { theme: 'dark' } };

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
