import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
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
  describe('grid', () => {
    it('is one link to the game with title, original title, three platforms and two genres', async () => {
      await render(<GameCard {...base} variant="grid" />);
      const link = page.getByRole('link');
      await expect.element(link).toHaveAttribute('href', '/game/7');
      await expect.element(link).toHaveAttribute('data-variant', 'grid');
      await expect.element(page.getByText('젤다의 전설', { exact: true })).toBeVisible();
      await expect.element(page.getByText('The Legend of Zelda')).toBeVisible();
      expect(page.getByRole('listitem').elements().map((li) => li.textContent)).toEqual(['Switch', 'PS5', 'PC']);
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

  describe('cover', () => {
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
        <UiLinkProvider component={({ href, children, ...rest }) => <a data-router-link href={`#${href}`} {...rest}>{children}</a>}>
          <GameCard {...base} />
        </UiLinkProvider>,
      );
      await expect.element(page.getByRole('link')).toHaveAttribute('href', '#/game/7');
      await expect.element(page.getByRole('link')).toHaveAttribute('data-router-link');
    });
  });
});
