import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Slider } from './slider';
import { withValueState } from '../test/with-value-state';
import { narrowViewport } from '../test/viewports';

const Controlled = withValueState(Slider);

const meta = {
  title: 'Primitives/Slider',
  component: Slider,
  tags: ['autodocs'],
  args: { label: '음량', value: 50, onChange: fn(), min: 0, max: 100, step: 5, disabled: false },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100, step: 5 } } },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Percent: Story = { args: { label: '진행률', value: 75, valueText: (v) => `${v}%` } };

export const Min: Story = { args: { value: 0 } };

export const Max: Story = { args: { value: 100 } };

export const Disabled: Story = { args: { disabled: true } };

export const Dark: Story = { args: { value: 75, valueText: (v) => `${v}%` }, globals: { theme: 'dark' } };

/**
 * Named by its label and announced with the formatted value. (Keyboard steps are tested with real key
 * presses in slider.test.tsx: Storybook's simulated userEvent does not move a native range input.)
 */
export const Announced: Story = {
  args: { label: '진행률', value: 75, valueText: (v) => `${v}%` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('slider', { name: '진행률' });
    await expect(input).toHaveValue('75');
    await expect(input).toHaveAttribute('aria-valuetext', '75%');
    await expect(input).toHaveAttribute('step', '5');
    await expect(canvas.getByText('75%')).toBeVisible();
  },
};

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
