import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart } from 'lucide-react';
import { buttonVariants } from '../button/button';
import { EmptyState } from './empty-state';
import { narrowViewport } from '../test/viewports';

const meta = {
  title: 'States/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: '검색 결과가 없습니다',
    description: '영문으로 검색해 보세요. 예: Portal 2, Mario',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoResults: Story = {};

/** The empty wishlist: a custom icon and a button to /games. */
export const WithAction: Story = {
  args: {
    title: '위시리스트가 비어 있습니다',
    description: '마음에 드는 게임을 담아 보세요.',
    icon: <Heart />,
    action: (
      <a href="/games" className={buttonVariants()}>
        게임 둘러보기
      </a>
    ),
  },
};

export const TitleOnly: Story = { args: { description: undefined } };

export const Dark: Story = { ...WithAction, globals: { theme: 'dark' } };

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
