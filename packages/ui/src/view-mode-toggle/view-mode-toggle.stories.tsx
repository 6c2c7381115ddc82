import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ViewModeToggle } from './view-mode-toggle';
import { withValueState } from '../test/with-value-state';
import { narrowViewport } from '../test/viewports';

const Stateful = withValueState(ViewModeToggle);

const meta = {
  title: 'Filters/ViewModeToggle',
  component: ViewModeToggle,
  tags: ['autodocs'],
  args: { value: 'grid', onChange: fn() },
  argTypes: { value: { control: 'inline-radio', options: ['grid', 'list'] } },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ViewModeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {};

export const List: Story = { args: { value: 'list' } };

export const Switches: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(within(canvasElement).getByRole('radiogroup', { name: '보기 방식' }));
    await userEvent.click(group.getByRole('radio', { name: '목록 보기' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('list');
    await expect(group.getByRole('radio', { name: '목록 보기' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('grid');
    await expect(group.getByRole('radio', { name: '그리드 보기' })).toHaveFocus();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
