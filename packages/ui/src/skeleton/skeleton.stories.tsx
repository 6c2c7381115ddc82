import type { Meta, StoryObj } from '@storybook/react-vite';
import { GameCardSkeleton, Skeleton } from './skeleton';
import { narrowViewport } from '../test/viewports';

const meta = {
  title: 'States/Skeleton',
  component: GameCardSkeleton,
  tags: ['autodocs'],
  args: { variant: 'grid' },
  argTypes: { variant: { control: 'inline-radio', options: ['grid', 'list'] } },
} satisfies Meta<typeof GameCardSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GridCards: Story = {
  render: (args) => (
    <div className="grid grid-cols-3 gap-x-2 gap-y-4">
      {Array.from({ length: 6 }, (_, i) => (
        <GameCardSkeleton key={i} {...args} />
      ))}
    </div>
  ),
};

export const ListCards: Story = {
  args: { variant: 'list' },
  render: (args) => (
    <div className="flex flex-col">
      {Array.from({ length: 3 }, (_, i) => (
        <GameCardSkeleton key={i} {...args} />
      ))}
    </div>
  ),
};

export const Block: Story = { render: () => <Skeleton className="h-24 w-full" /> };

export const Dark: Story = { ...GridCards, globals: { theme: 'dark' } };

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
