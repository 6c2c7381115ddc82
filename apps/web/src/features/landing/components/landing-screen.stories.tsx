import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getStoryLocation, withStoryProviders } from '../../../testing/story-providers.tsx';
import { narrowestViewport, narrowViewport } from '../../../testing/viewports.ts';
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

/** Scrolled to the very bottom: the '맨 위로' button is out, and every footer link can still be tapped. */
const footerLinksClear: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const { documentElement: page } = document;
  // Again until it holds: the page can still grow (fonts, images) after the first scroll.
  await waitFor(async () => {
    window.scrollTo(0, page.scrollHeight);
    await expect(window.scrollY + window.innerHeight).toBeGreaterThanOrEqual(page.scrollHeight - 1);
  });
  await canvas.findByRole('button', { name: '맨 위로' });
  const links = within(canvas.getByRole('navigation', { name: '약관과 안내' })).getAllByRole('link');
  await expect(links.map((link) => link.textContent)).toEqual(['개인정보처리방침', '이용약관', '공지사항']);
  for (const link of links) {
    // The centre and both ends (inside the rounded corners): any covered part of a link is a missed tap.
    const box = link.getBoundingClientRect();
    const middle = box.top + box.height / 2;
    const points = [
      [box.left + box.width / 2, middle],
      [box.left + 4, middle],
      [box.right - 4, middle],
    ] as const;
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x, y);
      await expect(hit && link.contains(hit), `${link.textContent} at (${x}, ${y}) is covered by ${hit?.outerHTML.slice(0, 80)}`).toBe(
        true,
      );
    }
  }
};

export const FooterAt360: Story = {
  name: 'Scrolled to the bottom at 360 px: the footer links are not covered',
  globals: narrowViewport,
  play: footerLinksClear,
};

export const FooterAt320: Story = {
  name: 'Scrolled to the bottom at 320 px: the footer links are not covered',
  globals: narrowestViewport,
  play: footerLinksClear,
};

export const Dark: Story = { ...Default, globals: { theme: 'dark' } };
