import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './text-area';
import { withValueState } from '../test/with-value-state';
import { narrowViewport } from '../test/viewports';

const Controlled = withValueState(TextArea);

const REVIEW = '스토리와 음악이 정말 좋았어요. 탐험하는 재미가 끝이 없고, 보스전도 긴장감 있게 잘 만들었습니다.';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: {
    label: '리뷰 내용',
    value: '',
    maxLength: 2000,
    placeholder: '게임에 대한 생각을 자유롭게 적어주세요',
    onChange: fn(),
    enforceMaxLength: true,
    disabled: false,
    rows: 6,
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    maxLength: { control: { type: 'number', min: 1 } },
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: REVIEW } };

export const WithHint: Story = { args: { hint: '스포일러는 피해주세요', maxLength: 200, value: REVIEW } };

export const WithError: Story = {
  args: { value: '', error: '리뷰 내용을 입력해주세요.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('리뷰 내용을 입력해주세요.');
  },
};

/** Over the limit with enforceMaxLength=false: the counter turns red and an error explains. */
export const OverLimit: Story = {
  args: {
    value: '가'.repeat(2010),
    enforceMaxLength: false,
    error: '리뷰 내용은 2000자까지 입력할 수 있습니다.',
    rows: 3,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2010/2000')).toHaveAttribute('data-over', 'true');
  },
};

export const Counting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: '리뷰 내용' });
    await userEvent.type(textarea, '최고의 게임');
    await expect(textarea).toHaveAccessibleDescription('6/2000');
  },
};

export const Dark: Story = { args: { value: REVIEW, hint: '스포일러는 피해주세요' }, globals: { theme: 'dark' } };

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
