import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { screenshotImage } from '../test/fixtures';
import {
  BANNER_AUTOPLAY_MS,
  BANNER_CLICK_SLOP_PX,
  BANNER_RESUME_MS,
  BANNER_SWIPE_PX,
  BannerCarousel,
  type BannerSlide,
} from './banner-carousel';

const banners: BannerSlide[] = [
  {
    id: 1,
    imageUrl: screenshotImage('#7c3aed', 'A'),
    title: '이번 주 인기 게임',
    description: '지금 가장 많이 찾는 게임들',
    linkType: 'INTERNAL',
    linkUrl: '/games?sort=popular',
  },
  {
    id: 2,
    imageUrl: screenshotImage('#0891b2', 'B'),
    title: '스팀 연동',
    linkType: 'EXTERNAL',
    linkUrl: 'https://store.steampowered.com/',
  },
  { id: 3, imageUrl: screenshotImage('#c2410c', 'C'), title: '점검 안내', linkType: 'NONE', linkUrl: null },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const root = () => document.querySelector<HTMLElement>('[data-slot="banner-carousel"]')!;
const index = () => root().getAttribute('data-index');
const current = () => document.querySelector<HTMLElement>('[data-slot="banner-carousel-slide"][data-current] [data-link-type]')!;
async function settledAt(expected: number) {
  await expect.poll(() => index(), { timeout: 3000 }).toBe(String(expected));
  await expect.poll(() => root().getAttribute('data-settled'), { timeout: 3000 }).toBe('true');
}

/** Synthetic mouse drag by dx pixels, then the click the browser fires after it. */
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

afterEach(() => {
  vi.restoreAllMocks();
});

describe('BannerCarousel', () => {
  describe('constants', () => {
    it('match the spec', () => {
      expect([BANNER_AUTOPLAY_MS, BANNER_RESUME_MS, BANNER_SWIPE_PX, BANNER_CLICK_SLOP_PX]).toEqual([4000, 3000, 50, 5]);
    });
  });

  describe('rendered', () => {
    it('is a carousel region of slides with Korean-labelled arrows and dots', async () => {
      await render(<BannerCarousel banners={banners} onNavigate={() => {}} autoPlay={false} />);
      const region = page.getByRole('region', { name: '배너' });
      await expect.element(region).toHaveAttribute('aria-roledescription', 'carousel');
      await expect.element(page.getByRole('group', { name: '1 / 3' })).toHaveAttribute('aria-roledescription', 'slide');
      expect(document.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(3);
      // Only the shown slide is reachable.
      expect(document.querySelectorAll('[data-slot="banner-carousel-slide"][inert]')).toHaveLength(2);
      await expect.element(page.getByRole('button', { name: '이전 배너' })).toBeVisible();
      await expect.element(page.getByRole('button', { name: '다음 배너' })).toBeVisible();
      await expect.element(page.getByRole('button', { name: '1번째 배너 보기' })).toHaveAttribute('aria-current', 'true');
      await expectNoAxeViolations();
      document.documentElement.classList.add('dark');
      await expectNoAxeViolations();
    });

    it('renders nothing without banners, and no controls for one', async () => {
      const { rerender, container } = await render(<BannerCarousel banners={[]} onNavigate={() => {}} />);
      expect(container.innerHTML).toBe('');
      await rerender(<BannerCarousel banners={banners.slice(0, 1)} onNavigate={() => {}} />);
      await expect.element(page.getByRole('region', { name: '배너' })).toBeVisible();
      expect(document.querySelectorAll('[data-slot="banner-carousel"] button')).toHaveLength(0);
      expect(root().getAttribute('data-autoplay')).toBe('off');
      await expectNoAxeViolations();
    });
  });

  describe('arrows, dots and keys', () => {
    it('loop both ways and jump', async () => {
      await render(<BannerCarousel banners={banners} onNavigate={() => {}} autoPlay={false} />);
      await userEvent.click(page.getByRole('button', { name: '이전 배너' }));
      await settledAt(2);
      await userEvent.click(page.getByRole('button', { name: '다음 배너' }));
      await settledAt(0);
      await userEvent.click(page.getByRole('button', { name: '3번째 배너 보기' }));
      await settledAt(2);
      await userEvent.keyboard('{ArrowRight}');
      await settledAt(0);
      await userEvent.keyboard('{ArrowLeft}');
      await settledAt(2);
      await expectNoAxeViolations();
    });
  });

  describe('dragging', () => {
    it('a 40 px drag does not change the slide, a 60 px drag does (both directions)', async () => {
      await render(<BannerCarousel banners={banners} onNavigate={() => {}} autoPlay={false} />);
      drag(current(), -40);
      await sleep(300);
      await settledAt(0);
      drag(current(), -60);
      await settledAt(1);
      drag(current(), 60);
      await settledAt(0);
      drag(current(), 60);
      await settledAt(2);
    });

    it('a 6 px drag suppresses the click; 5 px is still a click', async () => {
      const onNavigate = vi.fn();
      await render(<BannerCarousel banners={banners} onNavigate={onNavigate} autoPlay={false} />);
      drag(current(), 6);
      expect(onNavigate).not.toHaveBeenCalled();
      await settledAt(0);
      drag(current(), -5);
      expect(onNavigate).toHaveBeenCalledTimes(1);
      expect(onNavigate).toHaveBeenCalledWith('/games?sort=popular');
      await settledAt(0);
    });

    it('a swipe pauses auto-play, which resumes after 3000 ms', async () => {
      await render(<BannerCarousel banners={banners} onNavigate={() => {}} />);
      expect(root().getAttribute('data-autoplay')).toBe('on');
      drag(current(), -60);
      const swipedAt = performance.now();
      await expect.poll(() => root().getAttribute('data-autoplay')).toBe('off');
      await expect.poll(() => index()).toBe('1');
      await expect.poll(() => root().getAttribute('data-autoplay'), { timeout: BANNER_RESUME_MS + 1500, interval: 20 }).toBe('on');
      const resumedAfter = performance.now() - swipedAt;
      expect(resumedAfter).toBeGreaterThanOrEqual(BANNER_RESUME_MS - 50);
      expect(resumedAfter).toBeLessThan(BANNER_RESUME_MS + 1000);
      // The 4 s countdown starts again on resume: still on the swiped-to slide.
      expect(index()).toBe('1');
    });
  });

  describe('auto-play', () => {
    it('advances after 4000 ms, not before', async () => {
      await render(<BannerCarousel banners={banners} onNavigate={() => {}} />);
      await sleep(BANNER_AUTOPLAY_MS - 500);
      expect(index()).toBe('0');
      await expect.poll(() => index(), { timeout: 2000 }).toBe('1');
    });

    it('does not run under prefers-reduced-motion', async () => {
      const original = window.matchMedia.bind(window);
      vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
        query.includes('prefers-reduced-motion')
          ? { ...original(query), matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }
          : original(query),
      );
      await render(<BannerCarousel banners={banners} onNavigate={() => {}} />);
      expect(root().getAttribute('data-autoplay')).toBe('off');
      await sleep(BANNER_AUTOPLAY_MS + 300);
      expect(index()).toBe('0');
      await expectNoAxeViolations();
    });
  });

  describe('link types', () => {
    it('INTERNAL calls onNavigate, EXTERNAL opens a new tab with noopener,noreferrer, NONE does nothing', async () => {
      const onNavigate = vi.fn();
      const open = vi.spyOn(window, 'open').mockImplementation(() => null);
      await render(<BannerCarousel banners={banners} onNavigate={onNavigate} autoPlay={false} />);
      await userEvent.click(page.getByRole('link', { name: /이번 주 인기 게임/ }));
      expect(onNavigate).toHaveBeenCalledWith('/games?sort=popular');
      await userEvent.click(page.getByRole('button', { name: '2번째 배너 보기' }));
      await settledAt(1);
      const external = page.getByRole('link', { name: /스팀 연동/ });
      await expect.element(external).toHaveAttribute('rel', 'noopener noreferrer');
      await userEvent.click(external);
      expect(open).toHaveBeenCalledWith('https://store.steampowered.com/', '_blank', 'noopener,noreferrer');
      await userEvent.click(page.getByRole('button', { name: '3번째 배너 보기' }));
      await settledAt(2);
      await userEvent.click(page.getByText('점검 안내'));
      expect(onNavigate).toHaveBeenCalledTimes(1);
      expect(open).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations();
    });
  });
});
