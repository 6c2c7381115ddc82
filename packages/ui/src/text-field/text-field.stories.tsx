import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './text-field';
import { withValueState } from '../test/with-value-state';
import { narrowViewport } from '../test/viewports';

const Controlled = withValueState(TextField);

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: {
    label: '컬렉션 이름',
    value: '',
    maxLength: 10,
    placeholder: '컬렉션 이름을 입력하세요',
    onChange: fn(),
    enforceMaxLength: true,
    disabled: false,
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    maxLength: { control: { type: 'number', min: 1 } },
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: '인생 게임' } };

export const WithHint: Story = { args: { hint: '2~10글자로 지어주세요', value: 'RPG' } };

export const WithError: Story = {
  args: { value: '가', error: '컬렉션 이름은 2글자 이상 입력해주세요.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('컬렉션 이름은 2글자 이상 입력해주세요.');
    await expect(canvas.getByRole('textbox', { name: '컬렉션 이름' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Typing updates the counter, which is linked to the field; input stops at 10. */
export const Counting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '컬렉션 이름' });
    await userEvent.type(input, '젤다 야숨');
    await expect(canvas.getByText('5/10')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('5/10');
    await userEvent.type(input, '1234567890');
    await expect(canvas.getByText('10/10')).toBeVisible();
  },
};

export const Disabled: Story = { args: { value: '수정할 수 없음', disabled: true } };

export const Dark: Story = {
  args: { value: '가', error: '컬렉션 이름은 2글자 이상 입력해주세요.' },
  globals: { theme: 'dark' },
};

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
