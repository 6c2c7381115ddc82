import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch, type SwitchProps } from './switch';
import { narrowViewport } from '../test/viewports';

function Controlled(args: SwitchProps) {
  const [checked, setChecked] = useState(args.checked);
  return (
    <Switch
      {...args}
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        args.onCheckedChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { checked: false, label: '다크 모드', onCheckedChange: fn(), disabled: false, hideLabel: false },
  argTypes: { label: { control: 'text' }, description: { control: 'text' } },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const On: Story = { args: { checked: true } };

export const WithDescription: Story = { args: { label: '알림', description: '새 소식을 알려드려요', checked: true } };

export const Disabled: Story = { args: { disabled: true } };

export const Dark: Story = { args: { checked: true }, globals: { theme: 'dark' } };

/** Click, the label and Space all toggle. */
export const Toggles: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const control = canvas.getByRole('switch', { name: '다크 모드' });
    await userEvent.click(control);
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(canvas.getByText('다크 모드'));
    await expect(control).toHaveAttribute('aria-checked', 'false');
    control.focus();
    await userEvent.keyboard(' ');
    await expect(control).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(3);
  },
};

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
