import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BottomNav, type BottomNavItem } from './bottom-nav';
import { narrowViewport } from '../test/viewports';

const common: BottomNavItem[] = [
  { key: 'home', label: '홈', href: '/', icon: 'home' },
  { key: 'wishlist', label: '위시리스트', href: '/wishlist', icon: 'wishlist' },
  { key: 'games', label: '전체 게임', href: '/games', icon: 'games' },
];

const guestItems: BottomNavItem[] = [
  ...common,
  // Signed out, the collection tab goes to login.
  { key: 'collection', label: '컬렉션', href: '/auth/login', icon: 'collection' },
  { key: 'login', label: '로그인', href: '/auth/login', icon: 'login' },
];

const memberItems: BottomNavItem[] = [
  ...common,
  { key: 'collection', label: '컬렉션', href: '/collection', icon: 'collection' },
  { key: 'mypage', label: '마이페이지', href: '/mypage', icon: 'mypage' },
];

const meta = {
  title: 'App shell/BottomNav',
  component: BottomNav,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { items: guestItems, activeKey: 'home' },
  argTypes: { activeKey: { control: 'select', options: ['home', 'wishlist', 'games', 'collection', 'login', 'mypage'] } },
  decorators: [
    (Story) => (
      <div className="min-h-[200px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BottomNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '주 메뉴' });
    await expect(within(nav).getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/auth/login');
    await expect(within(nav).getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');
  },
};

export const SignedIn: Story = {
  args: { items: memberItems, activeKey: 'games' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '주 메뉴' });
    await expect(within(nav).getByRole('link', { name: '마이페이지' })).toHaveAttribute('href', '/mypage');
    await expect(within(nav).getByRole('link', { name: '전체 게임' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Dark: Story = { args: { items: memberItems, activeKey: 'mypage' }, globals: { theme: 'dark' } };

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
