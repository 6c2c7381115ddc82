import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { KOREAN_SUPPORT_LABELS, catalogMessages, commonMessages } from '@gameshelf/contracts';
import { gamesHandlers, genresHandlers, genreByName, games } from '@gameshelf/mocks';
import { getStorySearchParams, navigateStory, withStoryProviders } from '../../../testing/story-providers.tsx';
import { narrowViewport } from '../../../testing/viewports.ts';
import { evaluateSizes } from '../../../testing/evaluate-sizes.ts';
import { GAME_GRID_COVER_SIZES, GAME_LIST_COVER_SIZES } from '../../../entities/catalog/game-grid.ts';
import { GamesListScreen, loadGamesListFooter } from './games-list-screen.tsx';

const meta = {
  title: 'Screens/Games/List',
  component: GamesListScreen,
  decorators: [withStoryProviders],
  // The on-demand footer (credit, '맨 위로') is in before the screen renders, so screenshots always show it.
  beforeEach: async () => {
    await loadGamesListFooter();
  },
  parameters: {
    layout: 'fullscreen',
    route: { path: '/games' },
    msw: { handlers: { games: gamesHandlers.loaded, genres: genresHandlers.loaded } },
  },
} satisfies Meta<typeof GamesListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const gameLinks = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: '게임 목록' })).getAllByRole('link');

/** Every cover is as wide as the `sizes` its picture is chosen by says (within a pixel of rounding). */
const expectCoversAsWideAsSizes = async (canvasElement: HTMLElement, sizes: string) => {
  const expected = evaluateSizes(sizes);
  const covers = [...canvasElement.querySelectorAll('[data-slot="game-card-cover"]')];
  await expect(covers.length).toBeGreaterThan(0);
  for (const cover of covers) await expect(Math.abs(cover.getBoundingClientRect().width - expected)).toBeLessThan(1);
};

const waitForList = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('list', { name: '게임 목록' }, { timeout: 5000 });
  return canvas;
};

export const Loading: Story = {
  parameters: { msw: { handlers: { games: gamesHandlers.loading, genres: genresHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(commonMessages.loading);
    await expect(canvas.getByRole('heading', { level: 1, name: '전체 게임' })).toBeVisible();
  },
};

export const LoadedGrid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await waitForList(canvasElement);
    await expect(canvas.getByText(catalogMessages.gameCount(games.length))).toBeVisible();
    const links = gameLinks(canvasElement);
    await expect(links).toHaveLength(20);
    await expect(links[0]).toHaveAttribute('href', '/game/1');
    // Elden Ring (rank 2) ships Korean: its card carries the badge, read as part of the link; Zelda has none.
    await expect(links[1]).toHaveAccessibleName(/^엘든 링 Elden Ring 한국어 지원 /);
    await expect(within(links[1]!).getByText(KOREAN_SUPPORT_LABELS.OFFICIAL)).toBeVisible();
    await expect(within(links[0]!).queryByText(KOREAN_SUPPORT_LABELS.OFFICIAL)).toBeNull();
    await expect(canvas.getByRole('radio', { name: '그리드 보기' })).toBeChecked();
    // The IGDB credit is part of the page.
    await expect(canvas.getByRole('link', { name: /IGDB\.com/ })).toHaveAttribute('href', 'https://www.igdb.com');
    await expectCoversAsWideAsSizes(canvasElement, GAME_GRID_COVER_SIZES);
  },
};

export const LoadedList: Story = {
  parameters: { route: { path: '/games', initialEntry: '/games?viewMode=list' } },
  play: async ({ canvasElement }) => {
    const canvas = await waitForList(canvasElement);
    await expect(canvas.getByRole('list', { name: '게임 목록' })).toHaveAttribute('data-view-mode', 'list');
    await expect(canvas.getByRole('radio', { name: '목록 보기' })).toBeChecked();
    await expectCoversAsWideAsSizes(canvasElement, GAME_LIST_COVER_SIZES);
  },
};

/** A game with a community Korean patch, found by its Korean name, in the list view. */
export const UserPatchBadge: Story = {
  parameters: { route: { path: '/games', initialEntry: '/games?keyword=언더테일&viewMode=list' } },
  play: async ({ canvasElement }) => {
    await waitForList(canvasElement);
    await waitFor(() => expect(gameLinks(canvasElement)).toHaveLength(1));
    const [card] = gameLinks(canvasElement);
    await expect(within(card!).getByText(KOREAN_SUPPORT_LABELS.USER_PATCH)).toBeVisible();
    await expect(within(card!).queryByText(KOREAN_SUPPORT_LABELS.OFFICIAL)).toBeNull();
  },
};

export const Filtered: Story = {
  parameters: { route: { path: '/games', initialEntry: '/games?keyword=zelda&platformCodes=SWITCH' } },
  play: async ({ canvasElement }) => {
    const canvas = await waitForList(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: '게임 검색' })).toHaveValue('zelda');
    await expect(canvas.getByRole('button', { name: 'Switch', pressed: true })).toBeVisible();
    await expect(gameLinks(canvasElement)).toHaveLength(2);
    await expect(canvas.getByText(catalogMessages.gameCount(2))).toBeVisible();
    await expect(canvas.getByRole('button', { name: '필터 초기화' })).toBeEnabled();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { games: gamesHandlers.empty, genres: genresHandlers.loaded } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(catalogMessages.emptyGamesHint)).toBeVisible();
    await expect(canvas.getByText(catalogMessages.emptyGamesKoreanHint)).toBeVisible();
    await expect(canvas.getByText(catalogMessages.gameCount(0))).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { games: gamesHandlers.error, genres: genresHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(catalogMessages.gameListLoadFailed);
    await expect(within(alert).getByRole('button', { name: commonMessages.retry })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await waitForList(canvasElement);
    await expect(document.documentElement).toHaveClass('dark');
  },
};

export const InfiniteScroll: Story = {
  parameters: { msw: { handlers: { games: gamesHandlers.paged, genres: genresHandlers.loaded } } },
  play: async ({ canvasElement }) => {
    const canvas = await waitForList(canvasElement);
    await expect(gameLinks(canvasElement)).toHaveLength(20);
    canvas.getByTestId('infinite-scroll-sentinel').scrollIntoView({ block: 'end' });
    await waitFor(() => expect(gameLinks(canvasElement).length).toBe(40), { timeout: 5000 });
    // Page 2 starts with the 21st most popular game.
    await expect(gameLinks(canvasElement)[20]).toHaveAttribute('href', '/game/21');
    window.scrollTo(0, 0);
  },
};

export const FilterByChips: Story = {
  name: 'Interaction: chips update the URL',
  play: async ({ canvasElement }) => {
    const canvas = await waitForList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'PS5' }));
    await waitFor(() => expect(getStorySearchParams().get('platformCodes')).toBe('PS5'));
    const rpg = genreByName('Role-playing (RPG)');
    await userEvent.click(await canvas.findByRole('button', { name: rpg.displayName }));
    await waitFor(() => expect(getStorySearchParams().get('genreIds')).toBe(String(rpg.id)));
    await expect(canvas.getByRole('button', { name: 'PS5', pressed: true })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '필터 초기화' }));
    await waitFor(() => expect(getStorySearchParams().toString()).toBe(''));
  },
};

export const SearchByKeyword: Story = {
  name: 'Interaction: search updates the URL',
  play: async ({ canvasElement }) => {
    const canvas = await waitForList(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '게임 검색' }), '  portal 2 ');
    await waitFor(() => expect(getStorySearchParams().get('keyword')).toBe('portal 2'));
    await waitFor(() => expect(gameLinks(canvasElement)).toHaveLength(1));
    await expect(canvas.getByText('Portal 2')).toBeVisible();
  },
};

export const ChangeSort: Story = {
  name: 'Interaction: sort and view update the URL',
  play: async ({ canvasElement }) => {
    const canvas = await waitForList(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '정렬' }), '이름순');
    await waitFor(() => {
      const search = getStorySearchParams();
      void expect(search.get('sortBy')).toBe('name');
      void expect(search.get('sortOrder')).toBe('asc');
    });
    await userEvent.click(canvas.getByRole('radio', { name: '목록 보기' }));
    await waitFor(() => expect(getStorySearchParams().get('viewMode')).toBe('list'));
  },
};

/** The search box follows the URL's keyword when it changes other than by typing: a link, back, forward. */
export const SearchFollowsUrl: Story = {
  name: 'Interaction: search box follows back and forward',
  parameters: { route: { path: '/games', initialEntry: '/games?keyword=젤다' } },
  play: async ({ canvasElement }) => {
    const canvas = await waitForList(canvasElement);
    const search = canvas.getByRole('searchbox', { name: '게임 검색' });
    await expect(search).toHaveValue('젤다');
    await navigateStory('/games?keyword=마리오');
    await waitFor(() => expect(canvas.getByRole('searchbox', { name: '게임 검색' })).toHaveValue('마리오'));
    await navigateStory(-1);
    await waitFor(() => expect(canvas.getByRole('searchbox', { name: '게임 검색' })).toHaveValue('젤다'));
    await navigateStory('/games');
    await waitFor(() => expect(canvas.getByRole('searchbox', { name: '게임 검색' })).toHaveValue(''));
  },
};

/** A sort only the URL can ask for (`recent`) shows on the trigger instead of '인기순'. */
export const SortFromUrl: Story = {
  parameters: { route: { path: '/games', initialEntry: '/games?sortBy=recent' } },
  play: async ({ canvasElement }) => {
    const canvas = await waitForList(canvasElement);
    await expect(canvas.getByRole('combobox', { name: '정렬' })).toHaveValue('recent');
    await expect(canvas.getByText('최신 등록순', { selector: '[aria-hidden]' })).toBeVisible();
  },
};

/** A 360 px phone: three columns, long Korean titles on two lines before they are cut. */
export const NarrowGrid: Story = {
  globals: narrowViewport,
  play: async (context) => {
    await LoadedGrid.play!(context);
    const [zelda] = gameLinks(context.canvasElement);
    const title = zelda!.querySelector<HTMLElement>('[data-slot="game-card-title"]')!;
    const lineHeight = parseFloat(getComputedStyle(title).lineHeight);
    await expect(Math.round(title.getBoundingClientRect().height / lineHeight)).toBe(2);
  },
};

/** The empty list's hints on a 360 px phone: no example left alone on a line. */
export const NarrowEmpty: Story = { ...Empty, globals: narrowViewport };
