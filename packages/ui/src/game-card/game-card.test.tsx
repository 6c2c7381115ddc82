import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { BROKEN_IMAGE, covers } from '../test/fixtures';
import { UiLinkProvider } from '../ui-link/ui-link';
import { GameCard, type GameCardProps } from './game-card';

const base: GameCardProps = {
  href: '/game/7',
  title: '젤다의 전설',
  originalTitle: 'The Legend of Zelda',
  coverUrl: covers.zelda,
  platforms: ['Switch', 'PS5', 'PC', 'XBOX'],
  genres: ['어드벤처', 'RPG', '액션'],
  rating: 3.5,
  score: 87.4,
  releaseDate: '2023-05-12T00:00:00Z',
};

describe('GameCard', () => {
  it('loads its cover lazily, or at once and at high priority on the first screen', async () => {
    const cover = () => document.querySelector('[data-slot="game-card-cover"] img')!;
    const screen = await render(<GameCard {...base} />);
    expect(cover().getAttribute('loading')).toBe('lazy');
    expect(cover().getAttribute('fetchpriority')).toBeNull();
    await screen.rerender(<GameCard {...base} priority />);
    expect(cover().getAttribute('loading')).toBe('eager');
    expect(cover().getAttribute('fetchpriority')).toBe('high');
  });

  describe('grid', () => {
    it('is one link to the game with title, original title, three platforms and two genres', async () => {
      await render(<GameCard {...base} variant="grid" />);
      const link = page.getByRole('link');
      await expect.element(link).toHaveAttribute('href', '/game/7');
      await expect.element(link).toHaveAttribute('data-variant', 'grid');
      await expect.element(page.getByText('젤다의 전설', { exact: true })).toBeVisible();
      await expect.element(page.getByText('The Legend of Zelda')).toBeVisible();
      expect(
        page
          .getByRole('listitem')
          .elements()
          .map((li) => li.textContent),
      ).toEqual(['Switch', 'PS5', 'PC']);
      await expect.element(page.getByText('어드벤처 · RPG')).toBeVisible();
      await expect.element(page.getByRole('img', { name: '별점 3.5점' })).toBeVisible();
      expect(document.querySelector('[data-slot="game-card-score"]')?.textContent).toBe('외부 평점 87');
      await expectNoAxeViolations();
    });

    it('hides the original title when it equals the title', async () => {
      await render(<GameCard {...base} originalTitle="젤다의 전설" />);
      expect(page.getByText('젤다의 전설').elements()).toHaveLength(1);
      await expectNoAxeViolations();
    });

    it('passes axe in the dark theme with wishlist and collection badges', async () => {
      document.documentElement.classList.add('dark');
      await render(<GameCard {...base} inWishlist inCollection />);
      await expect.element(page.getByText('위시리스트에 담김')).toBeInTheDocument();
      await expect.element(page.getByText('컬렉션에 담김')).toBeInTheDocument();
      await expectNoAxeViolations();
    });
  });

  describe('list', () => {
    it('shows the release date as YYYY.MM.DD', async () => {
      await render(<GameCard {...base} variant="list" />);
      await expect.element(page.getByRole('link')).toHaveAttribute('data-variant', 'list');
      await expect.element(page.getByText('2023.05.12')).toBeVisible();
      await expectNoAxeViolations();
    });

    it('leaves out rating, score and date when they are missing', async () => {
      await render(<GameCard {...base} variant="list" rating={null} score={null} releaseDate={null} />);
      expect(page.getByRole('img').elements()).toHaveLength(0);
      expect(document.querySelector('[data-slot="game-card-score"]')).toBeNull();
      await expectNoAxeViolations();
    });
  });

  describe('language badge', () => {
    const official = { label: '한국어 지원', tone: 'official' } as const;
    const community = { label: '유저 한글패치', tone: 'community' } as const;
    const badge = () => document.querySelector<HTMLElement>('[data-slot="game-card-language-badge"]');

    for (const variant of ['grid', 'list'] as const) {
      it(`${variant}: shows the label as text inside the link, after the title`, async () => {
        await render(<GameCard {...base} variant={variant} languageBadge={official} />);
        const link = page.getByRole('link');
        await expect.element(page.getByText('한국어 지원')).toBeVisible();
        expect(link.element().contains(badge())).toBe(true);
        // The accessible name still leads with the title, then the original title, then the badge.
        await expect.element(link).toHaveAccessibleName(/^젤다의 전설 The Legend of Zelda 한국어 지원 /);
        expect(badge()).toHaveAttribute('data-tone', 'official');
        await expectNoAxeViolations();
      });
    }

    it('shows no badge when it is null or left out', async () => {
      await render(
        <>
          <GameCard {...base} />
          <GameCard {...base} href="/game/8" languageBadge={null} />
        </>,
      );
      expect(badge()).toBeNull();
    });

    it('tells official and community apart by look, not only by text', async () => {
      await render(
        <>
          <GameCard {...base} languageBadge={official} />
          <GameCard {...base} href="/game/8" languageBadge={community} />
        </>,
      );
      const [first, second] = Array.from(document.querySelectorAll<HTMLElement>('[data-slot="game-card-language-badge"]'));
      expect(first).toHaveAttribute('data-tone', 'official');
      expect(second).toHaveAttribute('data-tone', 'community');
      expect(getComputedStyle(first!).backgroundColor).not.toBe(getComputedStyle(second!).backgroundColor);
      // Small enough for a three-column grid on a 360 px phone.
      expect(first!.getBoundingClientRect().height).toBeLessThanOrEqual(20);
      await expectNoAxeViolations();
    });

    for (const variant of ['grid', 'list'] as const) {
      it(`${variant}: passes axe in the dark theme with both tones`, async () => {
        document.documentElement.classList.add('dark');
        await render(
          <>
            <GameCard {...base} variant={variant} languageBadge={official} />
            <GameCard {...base} variant={variant} href="/game/8" languageBadge={community} />
          </>,
        );
        await expect.element(page.getByText('유저 한글패치')).toBeVisible();
        await expectNoAxeViolations();
      });
    }

    it('fits a 100 px grid card: a long label is cut, not overflowing', async () => {
      await render(
        <div style={{ width: 100 }}>
          <GameCard {...base} languageBadge={{ label: '유저 한글패치 (부분 번역, 베타)', tone: 'community' }} />
        </div>,
      );
      const card = document.querySelector('[data-slot="game-card"]') as HTMLElement;
      expect(badge()!.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right + 0.5);
    });

    it('is not shown on an unavailable card', async () => {
      await render(<GameCard {...base} href={undefined} unavailable languageBadge={official} />);
      expect(badge()).toBeNull();
    });
  });

  describe('cover', () => {
    it('offers its other widths with the width it takes in the layout', async () => {
      const cover = () => document.querySelector('[data-slot="game-card-cover"] img')!;
      await render(<GameCard {...base} coverSrcSet="/small.jpg 180w, /big.jpg 264w" coverSizes="120px" />);
      expect(cover().getAttribute('srcset')).toBe('/small.jpg 180w, /big.jpg 264w');
      expect(cover().getAttribute('sizes')).toBe('120px');
      expect(cover().getAttribute('src')).toBe(covers.zelda);
    });

    it('has no sizes without other widths', async () => {
      await render(<GameCard {...base} coverSizes="120px" />);
      const cover = document.querySelector('[data-slot="game-card-cover"] img')!;
      expect(cover.hasAttribute('srcset')).toBe(false);
      expect(cover.hasAttribute('sizes')).toBe(false);
    });

    it('shows the placeholder without a cover URL', async () => {
      await render(<GameCard {...base} coverUrl={null} />);
      await expect.element(page.getByText('이미지 없음')).toBeVisible();
      expect(document.querySelector('img')).toBeNull();
      await expectNoAxeViolations();
    });

    it('falls back to the placeholder when the image fails to load', async () => {
      await render(<GameCard {...base} coverUrl={BROKEN_IMAGE} />);
      await expect.element(page.getByText('이미지 없음')).toBeVisible();
      expect(document.querySelector('img')).toBeNull();
      await expectNoAxeViolations();
    });
  });

  describe('with a router link', () => {
    it('renders through the UiLinkProvider component', async () => {
      await render(
        <UiLinkProvider
          component={({ href, children, ...rest }) => (
            <a data-router-link href={`#${href}`} {...rest}>
              {children}
            </a>
          )}
        >
          <GameCard {...base} />
        </UiLinkProvider>,
      );
      await expect.element(page.getByRole('link')).toHaveAttribute('href', '#/game/7');
      await expect.element(page.getByRole('link')).toHaveAttribute('data-router-link');
    });
  });

  describe('unavailable', () => {
    for (const variant of ['grid', 'list'] as const) {
      it(`${variant}: not a link, not focusable, dimmed, with the title, cover and '게임 정보 준비 중'`, async () => {
        await render(
          <>
            <button type="button">앞</button>
            <GameCard {...base} variant={variant} href={undefined} unavailable originalTitle={null} />
            <button type="button">뒤</button>
          </>,
        );
        expect(page.getByRole('link').elements()).toHaveLength(0);
        const card = document.querySelector('[data-slot="game-card"]') as HTMLElement;
        expect(card.tagName).toBe('DIV');
        expect(card).toHaveAttribute('data-unavailable');
        expect(card).toHaveAttribute('data-variant', variant);
        expect(card.tabIndex).toBe(-1);
        expect(card.querySelector('a, button, [tabindex]')).toBeNull();
        await expect.element(page.getByText('젤다의 전설', { exact: true })).toBeVisible();
        await expect.element(page.getByText('게임 정보 준비 중')).toBeVisible();
        const img = card.querySelector('img');
        expect(img).not.toBeNull();
        expect(Number(getComputedStyle(img as HTMLImageElement).opacity)).toBeLessThan(1);
        // The details of a matched game are not shown.
        expect(document.querySelector('[data-slot="game-card-platforms"]')).toBeNull();
        expect(document.querySelector('[data-slot="game-card-score"]')).toBeNull();
        (page.getByRole('button', { name: '앞' }).element() as HTMLElement).focus();
        await userEvent.tab();
        await expect.element(page.getByRole('button', { name: '뒤' })).toHaveFocus();
        await expectNoAxeViolations();
      });
    }

    it('ignores a click (no navigation) even when an href is passed', async () => {
      await render(<GameCard {...base} unavailable />);
      expect(page.getByRole('link').elements()).toHaveLength(0);
      await userEvent.click(page.getByText('게임 정보 준비 중'));
      expect(window.location.pathname).not.toBe('/game/7');
    });

    it('passes axe in the dark theme without a cover', async () => {
      document.documentElement.classList.add('dark');
      await render(<GameCard {...base} variant="list" href={undefined} unavailable coverUrl={null} />);
      await expect.element(page.getByText('이미지 없음')).toBeVisible();
      await expect.element(page.getByText('게임 정보 준비 중')).toBeVisible();
      await expectNoAxeViolations();
    });
  });
});
