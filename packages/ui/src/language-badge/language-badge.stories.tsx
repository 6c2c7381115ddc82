import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LanguageBadge } from './language-badge';
import { narrowViewport } from '../test/viewports';

const meta = {
  title: 'Primitives/LanguageBadge',
  component: LanguageBadge,
  tags: ['autodocs'],
  args: { label: '한국어 지원', tone: 'official' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['official', 'community'] },
    label: { control: 'text' },
  },
} satisfies Meta<typeof LanguageBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The game ships Korean: a filled pill. */
export const Official: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('한국어 지원');
    await expect(badge).toBeVisible();
    await expect(badge.closest('[data-slot="language-badge"]')).toHaveAttribute('data-tone', 'official');
  },
};

/** A community patch exists: an outlined pill. */
export const Community: Story = {
  args: { label: '유저 한글패치', tone: 'community' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('유저 한글패치');
    await expect(badge.closest('[data-slot="language-badge"]')).toHaveAttribute('data-tone', 'community');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div className="flex flex-wrap gap-2">
      <LanguageBadge label="한국어 지원" tone="official" />
      <LanguageBadge label="유저 한글패치" tone="community" />
    </div>
  ),
};

/** The Dark story's content in the light theme on a 360 px phone. */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
