import type { Meta, StoryObj } from '@storybook/react-vite';
import { Settings } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Header, iconButtonClass } from './header';
import { narrowViewport } from '../test/viewports';

const meta = {
  title: 'App shell/Header',
  component: Header,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { notificationCount: 0, isDark: false, onToggleDark: fn(), onNotificationsClick: fn() },
  argTypes: { notificationCount: { control: { type: 'number', min: 0, max: 99 } } },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-column min-w-column">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The badge is hidden at zero. */
export const NoNotifications: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '알림' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="header-badge"]')).toBeNull();
  },
};

export const FiveNotifications: Story = {
  args: { notificationCount: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^알림\s*5\s*개$/ })).toBeVisible();
  },
};

/** Above nine the badge reads '9+'. */
export const TwelveNotifications: Story = {
  args: { notificationCount: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^알림\s*9\+\s*개$/ })).toBeVisible();
  },
};

export const DarkModeToggle: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button', { name: '다크 모드' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(args.onToggleDark).toHaveBeenCalledTimes(1);
  },
};

/** On /mypage a settings button replaces the dark-mode toggle. */
export const WithSettings: Story = {
  args: {
    rightSlot: (
      <a href="/settings" aria-label="설정" className={iconButtonClass}>
        <Settings aria-hidden />
      </a>
    ),
  },
};

export const Dark: Story = { args: { isDark: true, notificationCount: 3 }, globals: { theme: 'dark' } };

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
