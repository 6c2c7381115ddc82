import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { narrowViewport } from '../test/viewports';
import { ExampleForm } from './example-form';

const meta = {
  title: 'Forms/Form',
  component: ExampleForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
} satisfies Meta<typeof ExampleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Saving an empty form shows the rule's message at the field and moves the focus there. */
export const Refused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('컬렉션 이름은 2~10글자로 입력해주세요.');
    await expect(canvas.getByRole('textbox', { name: '컬렉션 이름' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = { args: { defaults: { name: '인생 게임', description: '다시 하고 싶은 게임', isPublic: true } } };

export const Dark: Story = { ...Refused, globals: { theme: 'dark' } };

export const Narrow: Story = { ...Refused, globals: narrowViewport };
