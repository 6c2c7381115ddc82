import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StarRating } from './star-rating';
import { narrowViewport } from '../test/viewports';

const meta = {
  title: 'Primitives/StarRating',
  component: StarRating,
  tags: ['autodocs'],
  args: { value: 4, size: 'md' },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Four: Story = {};

/** 3.5 shows three full stars and a half. */
export const HalfStar: Story = {
  args: { value: 3.5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '별점 3.5점' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-fill="half"]')).toHaveLength(1);
  },
};

export const Zero: Story = { args: { value: 0 } };

export const Small: Story = { args: { value: 4.7, size: 'sm' } };

export const Dark: Story = { args: { value: 2.5 }, globals: { theme: 'dark' } };

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
