import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { screenshotImage } from '../test/fixtures';
import { BANNER_AUTOPLAY_MS, BannerCarousel, type BannerSlide } from './banner-carousel';
import { narrowViewport } from '../test/viewports';

const banners: BannerSlide[] = [
  {
    id: 1,
    imageUrl: screenshotImage('#7c3aed', 'A'),
    title: '이번 주 인기 게임 모아보기',
    description: '지금 가장 많이 찾는 게임들',
    backgroundColor: '#4c1d95',
    linkType: 'INTERNAL',
    linkUrl: '/games?sort=popular',
  },
  {
    id: 2,
    imageUrl: screenshotImage('#0891b2', 'B'),
    title: '스팀 라이브러리 연동',
    description: '보유 게임을 한 번에 가져오세요',
    linkType: 'EXTERNAL',
    linkUrl: 'https://store.steampowered.com/',
  },
  { id: 3, imageUrl: screenshotImage('#c2410c', 'C'), title: '공지: 서비스 점검 안내', linkType: 'NONE', linkUrl: null },
];

/** Synthetic mouse drag by dx pixels, then the click the browser would fire. */
function drag(element: HTMLElement, dx: number) {
  const rect = element.getBoundingClientRect();
  const x = rect.left + rect.width / 2;
  const y = rect.top + rect.height / 2;
  const init = { bubbles: true, cancelable: true, button: 0, clientY: y, view: window };
  element.dispatchEvent(new MouseEvent('mousedown', { ...init, clientX: x, buttons: 1 }));
  for (let step = 1; step <= 4; step += 1) {
    element.dispatchEvent(new MouseEvent('mousemove', { ...init, clientX: x + (dx * step) / 4, buttons: 1 }));
  }
  element.dispatchEvent(new MouseEvent('mouseup', { ...init, clientX: x + dx }));
  element.dispatchEvent(new MouseEvent('click', { ...init, clientX: x + dx }));
}

const region = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: '배너' });
const settledAt = async (canvasElement: HTMLElement, index: number) =>
  waitFor(
    () => {
      void expect(region(canvasElement)).toHaveAttribute('data-index', String(index));
      void expect(region(canvasElement)).toHaveAttribute('data-settled', 'true');
    },
    { timeout: 3000 },
  );
const currentSlide = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>(
    '[data-slot="banner-carousel-slide"][data-current] a, [data-slot="banner-carousel-slide"][data-current] [data-link-type]',
  )!;

const meta = {
  title: 'Home/BannerCarousel',
  component: BannerCarousel,
  tags: ['autodocs'],
  // Auto-play off by default here so screenshots do not race the 4 s timer; AutoAdvance turns it on.
  args: { banners, onNavigate: fn(), autoPlay: false, label: '배너' },
  argTypes: { autoPlay: { control: 'boolean' }, label: { control: 'text' } },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(region(canvasElement)).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getAllByRole('group', { hidden: true })).toHaveLength(3);
    await expect(canvas.getByRole('group', { name: '1 / 3' })).toHaveAttribute('aria-roledescription', 'slide');
  },
};

export const SingleBanner: Story = {
  args: { banners: banners.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: '다음 배너' })).toBeNull();
  },
};

/** The image fails: the banner's background colour shows. */
export const MissingImage: Story = {
  args: { banners: [{ ...banners[0]!, imageUrl: 'data:image/png;base64,AAAA' }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="banner-carousel-image"]')).toBeNull());
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** Next/previous arrows loop; dots jump. */
export const ArrowsAndDots: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '이전 배너' }));
    await settledAt(canvasElement, 2);
    await userEvent.click(canvas.getByRole('button', { name: '다음 배너' }));
    await settledAt(canvasElement, 0);
    await userEvent.click(canvas.getByRole('button', { name: '2번째 배너 보기' }));
    await settledAt(canvasElement, 1);
    await expect(canvas.getByRole('button', { name: '2번째 배너 보기' })).toHaveAttribute('aria-current', 'true');
  },
};

/** Moves to the next banner 4 s after showing one. */
export const AutoAdvance: Story = {
  args: { autoPlay: true },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, BANNER_AUTOPLAY_MS - 500));
    await expect(region(canvasElement)).toHaveAttribute('data-index', '0');
    await waitFor(() => expect(region(canvasElement)).toHaveAttribute('data-index', '1'), { timeout: 2000 });
    await settledAt(canvasElement, 1);
  },
};

/** A 40 px drag snaps back; a 60 px drag changes the slide. */
export const Swipe: Story = {
  play: async ({ canvasElement, args }) => {
    drag(currentSlide(canvasElement), -40);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await settledAt(canvasElement, 0);
    drag(currentSlide(canvasElement), -60);
    await settledAt(canvasElement, 1);
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

/** 5 px is still a click (onNavigate); 6 px is a drag (no click). */
export const DragSuppressesClick: Story = {
  play: async ({ canvasElement, args }) => {
    drag(currentSlide(canvasElement), -6);
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await settledAt(canvasElement, 0);
    drag(currentSlide(canvasElement), 5);
    await expect(args.onNavigate).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).toHaveBeenCalledWith('/games?sort=popular');
    await settledAt(canvasElement, 0);
  },
};

/** INTERNAL calls onNavigate, EXTERNAL opens a new tab without opener, NONE does nothing. */
export const LinkTypes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const open = spyOn(window, 'open').mockImplementation(() => null);
    try {
      await userEvent.click(canvas.getByRole('link', { name: /이번 주 인기 게임/ }));
      await expect(args.onNavigate).toHaveBeenCalledWith('/games?sort=popular');
      await userEvent.click(canvas.getByRole('button', { name: '2번째 배너 보기' }));
      await settledAt(canvasElement, 1);
      await userEvent.click(canvas.getByRole('link', { name: /스팀 라이브러리 연동/ }));
      await expect(open).toHaveBeenCalledWith('https://store.steampowered.com/', '_blank', 'noopener,noreferrer');
      await userEvent.click(canvas.getByRole('button', { name: '3번째 배너 보기' }));
      await settledAt(canvasElement, 2);
      await userEvent.click(canvas.getByText('공지: 서비스 점검 안내'));
      await expect(args.onNavigate).toHaveBeenCalledTimes(1);
      await expect(open).toHaveBeenCalledTimes(1);
    } finally {
      open.mockRestore();
    }
  },
};

/** The Dark story's content in the light theme on a 360 px phone (the narrowest supported column is 320 px). */
export const Narrow: Story = { ...Dark, globals: narrowViewport };
