import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StarRatingInput } from './star-rating-input';
import { withValueState } from '../test/with-value-state';
import { narrowViewport } from '../test/viewports';

const Controlled = withValueState(StarRatingInput);

const meta = {
  title: 'Primitives/StarRatingInput',
  component: StarRatingInput,
  tags: ['autodocs'],
  args: { value: null, label: '별점', onChange: fn(), size: 'md', showLabel: true, disabled: false },
  argTypes: {
    // A number control, not a range: Storybook's range control crashes the docs page on a null value.
    value: { control: { type: 'number', min: 0, max: 5, step: 1 } },
    size: { control: 'inline-radio', options: ['md', 'lg'] },
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof StarRatingInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unrated: Story = {};

export const Rated: Story = { args: { value: 4 } };

export const Large: Story = { args: { value: 3, size: 'lg' } };

export const Disabled: Story = { args: { value: 2, disabled: true } };

export const Dark: Story = { args: { value: 4 }, globals: { theme: 'dark' } };

/** Tab into the group, arrows move and select, wrapping at the ends. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1점' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '1점' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '3점' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('radio', { name: '3점' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('radio', { name: '5점' })).toHaveAttribute('aria-checked', 'true');
  },
};

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
