import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchInput } from './search-input';
import { narrowViewport } from '../test/viewports';

const meta = {
  title: 'Filters/SearchInput',
  component: SearchInput,
  tags: ['autodocs'],
  args: {
    label: '게임 검색',
    placeholder: '게임 이름으로 검색 (예: Portal 2, Mario)',
    debounceMs: 300,
    onDebouncedChange: fn(),
  },
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithValue: Story = { args: { defaultValue: '젤다' } };

/** Nothing is reported while typing or within 300 ms of the last key; then exactly one trimmed call. */
export const Debounced: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: '게임 검색' });
    let lastInputAt = 0;
    input.addEventListener('input', () => {
      lastInputAt = performance.now();
    });
    await userEvent.type(input, '  mario ');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(args.onDebouncedChange).not.toHaveBeenCalled();
    let calledAt = 0;
    await waitFor(
      () => {
        void expect(args.onDebouncedChange).toHaveBeenCalledTimes(1);
        calledAt ||= performance.now();
      },
      { timeout: 1500, interval: 10 },
    );
    await expect(calledAt - lastInputAt).toBeGreaterThanOrEqual(295);
    await expect(args.onDebouncedChange).toHaveBeenCalledWith('mario');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(args.onDebouncedChange).toHaveBeenCalledTimes(1);
  },
};

/** The clear button empties the field and reports '' at once. */
export const Cleared: Story = {
  args: { defaultValue: '포탈' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '검색어 지우기' }));
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(args.onDebouncedChange).toHaveBeenCalledTimes(1);
    await expect(args.onDebouncedChange).toHaveBeenCalledWith('');
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
  },
};

export const Dark: Story = { args: { defaultValue: 'Portal 2' }, globals: { theme: 'dark' } };

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
