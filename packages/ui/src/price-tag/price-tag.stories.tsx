import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { narrowViewport } from '../test/viewports';
import { PriceTag } from './price-tag';

const meta = {
  title: 'Primitives/PriceTag',
  component: PriceTag,
  tags: ['autodocs'],
  args: { price: '10,750원', regularPrice: '21,500원', discountPercent: 50, storeName: 'Steam', isLowest: true },
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sale at the lowest price ever seen. */
export const LowestEver: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('역대 최저가')).toBeVisible();
    await expect(canvas.getByText('21,500원')).toBeVisible();
  },
};

/** A sale above an older, lower price: the lowest price and its date instead of the badge. */
export const OnSale: Story = {
  args: { price: '9,600원', regularPrice: '16,000원', discountPercent: 40, isLowest: false, lowestNote: '역대 최저 8,000원 · 2025.12.20' },
};

/** The regular price: no discount, nothing struck through. */
export const FullPrice: Story = {
  args: { price: '64,800원', regularPrice: '64,800원', discountPercent: 0, isLowest: false, lowestNote: '역대 최저 38,880원 · 2026.06.26' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('s')).toBeNull();
  },
};

export const Free: Story = { args: { price: '무료', regularPrice: null, discountPercent: null, isLowest: false } };

/** On a game page: larger, with the store as an outside link. */
export const Block: Story = {
  args: { size: 'block', storeUrl: 'https://store.steampowered.com/app/1145360/' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /Steam/ })).toHaveAttribute('target', '_blank');
  },
};

export const Narrow: Story = {
  ...narrowViewport,
  args: { price: '1,234,500원', regularPrice: '2,469,000원', discountPercent: 50, isLowest: true, storeName: 'GOG' },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { isLowest: false, lowestNote: '역대 최저 8,000원 · 2025.12.20' },
};
