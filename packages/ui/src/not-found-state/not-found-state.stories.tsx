import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { NotFoundState } from './not-found-state';
import { narrowViewport } from '../test/viewports';

const meta = {
  title: 'States/NotFoundState',
  component: NotFoundState,
  tags: ['autodocs'],
  args: {
    title: '게임을 찾을 수 없습니다',
    description: '삭제되었거나 잘못된 주소입니다.',
    action: <Button variant="outline">뒤로 가기</Button>,
  },
} satisfies Meta<typeof NotFoundState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GameNotFound: Story = {};

export const WithoutAction: Story = { args: { action: undefined } };

export const Dark: Story = { globals: { theme: 'dark' } };

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
