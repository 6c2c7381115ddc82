import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart } from 'lucide-react';
import { fn } from 'storybook/test';
import { Button } from './button';
import { narrowViewport } from '../test/viewports';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: '위시리스트에 담기', variant: 'primary', size: 'md', onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'outline', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <Button {...args} variant="primary">
        기본
      </Button>
      <Button {...args} variant="secondary">
        보조
      </Button>
      <Button {...args} variant="outline">
        외곽선
      </Button>
      <Button {...args} variant="ghost">
        고스트
      </Button>
      <Button {...args} variant="danger">
        삭제
      </Button>
      <Button {...args} size="icon" aria-label="위시리스트에 담기">
        <Heart aria-hidden />
      </Button>
      <Button {...args} disabled>
        비활성
      </Button>
    </div>
  ),
};

export const Dark: Story = { ...Variants, globals: { theme: 'dark' } };

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
