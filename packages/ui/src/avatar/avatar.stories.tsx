import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { BROKEN_IMAGE, covers } from '../test/fixtures';
import { Avatar } from './avatar';
import { narrowViewport } from '../test/viewports';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { src: covers.hades, name: '게임러버', alt: '게임러버의 프로필 사진', size: 'lg' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    src: { control: 'text' },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '게임러버의 프로필 사진' })).toBeVisible();
  },
};

/** No image: the first letter of the name. */
export const Initial: Story = { args: { src: null } };

/** No image and no name: a person icon. */
export const Icon: Story = { args: { src: null, name: null, alt: '프로필 사진 없음' } };

/** The image fails to load: falls back to the initial. */
export const BrokenImage: Story = {
  args: { src: BROKEN_IMAGE, name: 'mario' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="avatar-initial"]')).toHaveTextContent('M'));
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-end gap-3">
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} alt="" />
      ))}
    </div>
  ),
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div className="flex items-center gap-3">
      <Avatar {...args} />
      <Avatar {...args} src={null} />
      <Avatar {...args} src={null} name={null} />
    </div>
  ),
};

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
