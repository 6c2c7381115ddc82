import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChipGroup } from './chip-group';
import { withValueState } from '../test/with-value-state';
import { narrowViewport } from '../test/viewports';

const platforms = [
  { value: 'SWITCH', label: 'Switch' },
  { value: 'PS5', label: 'PS5' },
  { value: 'PS4', label: 'PS4' },
  { value: 'XBOX_SERIES', label: 'Xbox Series' },
  { value: 'XONE', label: 'Xbox One' },
  { value: 'PC', label: 'PC' },
];

const Stateful = withValueState(ChipGroup);

const meta = {
  title: 'Filters/ChipGroup',
  component: ChipGroup,
  tags: ['autodocs'],
  args: { label: '플랫폼', options: platforms, value: [], onChange: fn(), showLabel: true },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ChipGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneSelected: Story = {};

export const SomeSelected: Story = { args: { value: ['PS5', 'PC'] } };

/** Selecting and unselecting reports the next selection, in option order. */
export const SelectsMany: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(within(canvasElement).getByRole('group', { name: '플랫폼' }));
    await userEvent.click(group.getByRole('button', { name: 'PC' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['PC']);
    await userEvent.click(group.getByRole('button', { name: 'Switch' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['SWITCH', 'PC']);
    await expect(group.getByRole('button', { name: 'Switch' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(group.getByRole('button', { name: 'PC' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['SWITCH']);
    await expect(group.getByRole('button', { name: 'PC' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Genres: Story = {
  args: {
    label: '장르',
    value: ['12'],
    options: [
      { value: '12', label: 'RPG' },
      { value: '31', label: '어드벤처' },
      { value: '5', label: '슈팅' },
      { value: '9', label: '퍼즐' },
      { value: '13', label: '시뮬레이션' },
      { value: '15', label: '전략' },
    ],
  },
};

export const Dark: Story = { args: { value: ['SWITCH'] }, globals: { theme: 'dark' } };

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
