import type { Meta, StoryObj } from '@storybook/react-vite';
import { Globe, Lock, Users } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SegmentedControl, type SegmentedControlProps } from './segmented-control';
import { withValueState } from '../test/with-value-state';
import { narrowViewport } from '../test/viewports';

type Visibility = 'public' | 'friends' | 'private';

const textOptions: SegmentedControlProps<Visibility>['options'] = [
  { value: 'public', label: '전체 공개' },
  { value: 'friends', label: '친구 공개' },
  { value: 'private', label: '비공개' },
];

const iconOptions: SegmentedControlProps<Visibility>['options'] = [
  { value: 'public', label: '전체 공개', icon: <Globe /> },
  { value: 'friends', label: '친구 공개', icon: <Users /> },
  { value: 'private', label: '비공개', icon: <Lock /> },
];

const Stateful = withValueState(SegmentedControl<Visibility>);

const meta = {
  title: 'Primitives/SegmentedControl',
  component: SegmentedControl<Visibility>,
  tags: ['autodocs'],
  args: { label: '공개 범위', options: textOptions, value: 'public', onChange: fn() },
  argTypes: { value: { control: 'inline-radio', options: ['public', 'friends', 'private'] } },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SegmentedControl<Visibility>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithIcons: Story = { args: { options: iconOptions, value: 'friends' } };

export const TwoOptions: Story = {
  args: {
    label: '기간',
    options: [
      { value: 'public', label: '이번 주' },
      { value: 'private', label: '이번 달' },
    ],
    value: 'private',
  },
};

export const Dark: Story = { args: { options: iconOptions, value: 'private' }, globals: { theme: 'dark' } };

/** Click selects; arrow keys move focus and the choice, wrapping at the ends. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(within(canvasElement).getByRole('radiogroup', { name: '공개 범위' }));
    await userEvent.click(group.getByRole('radio', { name: '친구 공개' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('friends');
    await expect(group.getByRole('radio', { name: '친구 공개' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(group.getByRole('radio', { name: '비공개' })).toHaveFocus();
    await expect(group.getByRole('radio', { name: '비공개' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(group.getByRole('radio', { name: '전체 공개' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('public');
  },
};

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
