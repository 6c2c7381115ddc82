import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Chip } from './chip';
import { narrowViewport } from '../test/viewports';

const meta = {
  title: 'Primitives/Chip',
  component: Chip,
  tags: ['autodocs'],
  args: { selected: false, children: 'Switch', onClick: fn() },
  argTypes: { selected: { control: 'boolean' }, disabled: { control: 'boolean' } },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unselected: Story = {};

export const Selected: Story = { args: { selected: true } };

export const Disabled: Story = { args: { disabled: true } };

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div className="flex gap-2">
      <Chip {...args} selected={false}>
        PS5
      </Chip>
      <Chip {...args} selected>
        Switch
      </Chip>
    </div>
  ),
};

/** Clicking flips aria-pressed both ways. */
export const Toggles: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState(false);
    return (
      <Chip
        {...args}
        selected={selected}
        onClick={(event) => {
          setSelected((s) => !s);
          args.onClick?.(event);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const chip = within(canvasElement).getByRole('button', { name: 'Switch' });
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(chip);
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
