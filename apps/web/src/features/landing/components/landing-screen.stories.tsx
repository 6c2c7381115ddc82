import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getStoryLocation, withStoryProviders } from '../../../testing/story-providers.tsx';
import { LandingScreen } from './landing-screen.tsx';

const meta = {
  title: 'Screens/Landing',
  component: LandingScreen,
  decorators: [withStoryProviders],
  parameters: { layout: 'fullscreen', route: { path: '/landing' } },
} satisfies Meta<typeof LandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('내 모든 게임을하나의 선반에');
    // The four pitches.
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '모든 플랫폼의 게임을 한곳에',
      '친구와 컬렉션 공유',
      '실제 플레이어의 별점과 리뷰',
      '지출과 플레이 기록 관리',
    ]);
    await expect(canvas.getAllByRole('link', { name: '시작하기' })[0]).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: '게임 둘러보기' })).toHaveAttribute('href', '/games');
    const footer = within(canvas.getByRole('navigation', { name: '약관과 안내' }));
    await expect(footer.getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute('href', '/notices/2');
    await expect(footer.getByRole('link', { name: '이용약관' })).toHaveAttribute('href', '/notices/1');
    await expect(footer.getByRole('link', { name: '공지사항' })).toHaveAttribute('href', '/notices');
    await expect(canvas.getByText('Google • Kakao 간편 로그인')).toBeVisible();
    // No back header here: the sticky top bar.
    await expect(canvas.queryByRole('button', { name: '뒤로 가기' })).toBeNull();
  },
};

export const FromBanner: Story = {
  name: 'From a banner: back header to home',
  parameters: { route: { path: '/landing', initialEntry: '/landing?from=banner' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '게임셸프가 궁금하신가요?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '뒤로 가기' }));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/'));
  },
};

export const ScrollToTop: Story = {
  name: 'Interaction: back to the top after 400 px',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '맨 위로' })).toBeNull();
    window.scrollTo(0, 500);
    const top = await canvas.findByRole('button', { name: '맨 위로' });
    await userEvent.click(top);
    await waitFor(() => expect(window.scrollY).toBe(0));
  },
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
