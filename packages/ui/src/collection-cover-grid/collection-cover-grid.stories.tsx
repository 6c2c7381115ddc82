import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { BROKEN_IMAGE, covers } from '../test/fixtures';
import { CollectionCoverGrid } from './collection-cover-grid';
import { narrowViewport } from '../test/viewports';

const all = [covers.zelda, covers.mario, covers.portal, covers.elden, covers.hades, covers.stardew];

const meta = {
  title: 'Collections/CollectionCoverGrid',
  component: CollectionCoverGrid,
  tags: ['autodocs'],
  args: { covers: all, total: 6 },
  argTypes: { total: { control: { type: 'range', min: 0, max: 30, step: 1 } } },
  decorators: [
    (Story) => (
      <div className="w-[160px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CollectionCoverGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 0 games: nothing is rendered. */
export const NoGames: Story = {
  args: { covers: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="collection-cover-grid"]')).toBeNull();
  },
};

/** 1 game: its cover, no '+N'. */
export const OneGame: Story = {
  args: { covers: all.slice(0, 1), total: 1 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="collection-cover-more"]')).toBeNull();
  },
};

/** 3 games: the newest cover and '+2'. */
export const ThreeGames: Story = {
  args: { covers: all.slice(0, 3), total: 3 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="collection-cover-more"]')).toHaveTextContent('+2');
  },
};

/** 4 games: a 2x2 grid, no '+N'. */
export const FourGames: Story = { args: { covers: all.slice(0, 4), total: 4 } };

/** 12 games: the 4 newest and '+8'. */
export const ManyGames: Story = {
  args: { covers: all, total: 12 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(4);
    await expect(canvasElement.querySelector('[data-slot="collection-cover-more"]')).toHaveTextContent('+8');
  },
};

/** Missing and broken covers fall back to the placeholder. */
export const Fallbacks: Story = {
  args: { covers: [null, BROKEN_IMAGE, covers.portal, null], total: 5 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="collection-cover-fallback"]')).toHaveLength(3));
  },
};

export const Dark: Story = { args: { covers: [covers.zelda, null, covers.mario], total: 9 }, globals: { theme: 'dark' } };

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
