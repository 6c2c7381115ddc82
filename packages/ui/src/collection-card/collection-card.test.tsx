import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { covers } from '../test/fixtures';
import { UiLinkProvider, type UiLinkComponent } from '../ui-link/ui-link';
import { CollectionCard } from './collection-card';

const all = [covers.zelda, covers.mario, covers.portal, covers.elden, covers.hades];

describe('CollectionCard', () => {
  describe('public, several games', () => {
    it('is one link with the name, the count and the 공개 badge', async () => {
      await render(<CollectionCard href="/collection/7" name="인생 게임" gameCount={5} covers={all} isPublic />);
      const link = page.getByRole('link', { name: /인생 게임/ });
      await expect.element(link).toHaveAttribute('href', '/collection/7');
      await expect.element(link).toHaveTextContent('5개 게임');
      await expect.element(page.getByText('공개', { exact: true })).toBeVisible();
      expect(document.querySelector('[data-slot="collection-cover-more"]')?.textContent).toBe('+1');
      await expectNoAxeViolations();
    });
  });

  describe('private', () => {
    it('shows 비공개, and no badge when showVisibility is false', async () => {
      const { rerender } = await render(<CollectionCard href="/c/1" name="비밀" gameCount={1} covers={[covers.zelda]} isPublic={false} />);
      await expect.element(page.getByText('비공개')).toBeVisible();
      await expectNoAxeViolations();
      await rerender(
        <CollectionCard href="/c/1" name="비밀" gameCount={1} covers={[covers.zelda]} isPublic={false} showVisibility={false} />,
      );
      expect(document.querySelector('[data-slot="badge"]')).toBeNull();
    });
  });

  describe('empty', () => {
    it("shows '0개 게임' and a placeholder instead of the cover grid, in the dark theme", async () => {
      document.documentElement.classList.add('dark');
      await render(<CollectionCard variant="list" href="/c/2" name="새 컬렉션" gameCount={0} covers={[]} isPublic />);
      await expect.element(page.getByText('0개 게임')).toBeVisible();
      expect(document.querySelector('[data-slot="collection-cover-grid"]')).toBeNull();
      expect(document.querySelector('[data-slot="collection-card-empty-cover"]')).not.toBeNull();
      await expectNoAxeViolations();
    });
  });

  describe('inside a UiLinkProvider', () => {
    it('renders through the provided link component', async () => {
      // The link's text arrives in `rest.children`.
      // eslint-disable-next-line jsx-a11y/anchor-has-content
      const RouterLink: UiLinkComponent = ({ href, ...rest }) => <a data-router="yes" href={`#${href}`} {...rest} />;
      await render(
        <UiLinkProvider component={RouterLink}>
          <CollectionCard href="/c/3" name="라우터" gameCount={4} covers={all} isPublic />
        </UiLinkProvider>,
      );
      await expect.element(page.getByRole('link', { name: /라우터/ })).toHaveAttribute('data-router', 'yes');
      await expectNoAxeViolations();
    });
  });
});
