import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { overlayGone } from '../../../testing/overlay-gone.ts';
import {
  accountMessages,
  collectionMessages,
  reviewMessages,
  suggestionMessages,
  wishlistMessages,
  GAME_TYPE_LABELS,
  KOREAN_SUPPORT_CREDIT,
  KOREAN_SUPPORT_LABELS,
  catalogMessages,
  commonMessages,
  getGame,
  priceMessages,
} from '@gameshelf/contracts';
import {
  fixtureGames,
  games,
  gamesHandlers,
  gamesHandlersFor,
  genresHandlers,
  makeGame,
  priceHandlers,
  makeUserInfo,
  MISSING_GAME_ID,
  collectionHandlers,
  fixtureGameReviews,
  reviewHandlers,
  suggestionHandlers,
  wishlistHandlers,
  wishlistHandlersFor,
} from '@gameshelf/mocks';
import { getStoryLocation, withStoryProviders } from '../../../testing/story-providers.tsx';
import { guestSession, signedInSession } from '../../../testing/story-session.ts';
import { GameDetailScreen } from './game-detail-screen.tsx';

const route = (id: number | string, query = '') => ({ path: '/game/:gameId', initialEntry: `/game/${id}${query}` });

const meta = {
  title: 'Screens/Games/Detail',
  component: GameDetailScreen,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'fullscreen',
    route: route(fixtureGames.withScreenshots.id),
    msw: { handlers: { games: gamesHandlers.loaded, genres: genresHandlers.loaded } },
  },
} satisfies Meta<typeof GameDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

const fixtureByName = (name: string) => {
  const game = games.find((g) => g.name === name);
  if (!game) throw new Error(`Unknown fixture game: ${name}`);
  return game;
};
/** Korean support from the game itself. */
const officialKorean = fixtureByName('Elden Ring');
/** Korean through a community patch. */
const userPatchKorean = fixtureByName('Undertale');

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const game = fixtureGames.withScreenshots;
    await expect(await canvas.findByRole('heading', { level: 1, name: game.nameKo! })).toBeVisible();
    await expect(canvas.getByText(game.name)).toBeVisible();
    await expect(canvas.getByText('2017.03.03')).toBeVisible();
    // Every platform, not only those with a filter code.
    await expect(canvas.getByText('Switch, Wii U')).toBeVisible();
    await expect(canvas.getByText('롤플레잉', { exact: false })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '플레이 타임' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /크게 보기/ })).toHaveLength(4);
    // No app header or bottom navigation on game pages (spec 3 §2.1).
    await expect(canvas.queryByRole('navigation', { name: '주 메뉴' })).toBeNull();
    await expect(canvas.getByRole('link', { name: /IGDB\.com/ })).toBeVisible();
    // No Korean support data for this game: no badge and no credit for that data.
    await expect(canvas.queryByText(KOREAN_SUPPORT_LABELS.OFFICIAL)).toBeNull();
    await expect(canvas.queryByText(KOREAN_SUPPORT_CREDIT)).toBeNull();
    await waitFor(() => expect(document.title).toBe(`${game.nameKo} | 게임셸프`));
  },
};

/** The game ships Korean: a filled '한국어 지원' badge by the title, and the data's credit under IGDB's. */
export const KoreanOfficial: Story = {
  parameters: { route: route(officialKorean.id) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: officialKorean.nameKo! });
    const badge = canvas.getByText(KOREAN_SUPPORT_LABELS.OFFICIAL);
    await expect(badge).toBeVisible();
    await expect(badge.closest('[data-slot="korean-support-badge"]')).toHaveAttribute('data-tone', 'official');
    await expect(canvas.queryByText(KOREAN_SUPPORT_LABELS.USER_PATCH)).toBeNull();
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByText(KOREAN_SUPPORT_CREDIT)).toBeVisible();
    await expect(within(footer).getByRole('link', { name: /IGDB\.com/ })).toBeVisible();
  },
};

/** Korean through a community patch: an outlined '유저 한글패치' badge, and the same credit. */
export const KoreanUserPatch: Story = {
  parameters: { route: route(userPatchKorean.id) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: userPatchKorean.nameKo! });
    const badge = canvas.getByText(KOREAN_SUPPORT_LABELS.USER_PATCH);
    await expect(badge).toBeVisible();
    await expect(badge.closest('[data-slot="korean-support-badge"]')).toHaveAttribute('data-tone', 'community');
    await expect(canvas.queryByText(KOREAN_SUPPORT_LABELS.OFFICIAL)).toBeNull();
    await expect(within(canvas.getByRole('contentinfo')).getByText(KOREAN_SUPPORT_CREDIT)).toBeVisible();
  },
};

/** An expansion: the game type shows beside the Korean badge (it ranks below its main game in search). */
const expansion = makeGame({
  id: 9_001,
  name: 'Elden Ring: Shadow of the Erdtree',
  nameKo: '엘든 링 황금 나무의 그림자',
  gameType: 'EXPANSION',
  koreanSupport: 'OFFICIAL',
});

export const Expansion: Story = {
  parameters: {
    route: route(expansion.id),
    msw: { handlers: { games: gamesHandlersFor([...games, expansion]), genres: genresHandlers.loaded } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: expansion.nameKo! });
    await expect(canvas.getByText(GAME_TYPE_LABELS.EXPANSION)).toBeVisible();
    await expect(canvas.getByText(KOREAN_SUPPORT_LABELS.OFFICIAL)).toBeVisible();
  },
};

/** A critic score whose count the source did not give (the IGDB dump): the score shows, no '0개 평가'. */
const scoreWithoutCount = makeGame({
  id: 9_002,
  name: 'Hollow Knight',
  nameKo: '할로우 나이트',
  totalRating: 87,
  totalRatingCount: 0,
});

export const CriticScoreWithoutCount: Story = {
  parameters: {
    route: route(scoreWithoutCount.id),
    msw: { handlers: { games: gamesHandlersFor([...games, scoreWithoutCount]), genres: genresHandlers.loaded } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: scoreWithoutCount.nameKo! });
    await expect(canvas.getByText('/ 100')).toBeVisible();
    await expect(canvas.queryByText(/개 평가/)).toBeNull();
  },
};

export const NoScreenshots: Story = {
  parameters: { route: route(fixtureGames.noScreenshots.id) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: fixtureGames.noScreenshots.nameKo! });
    await expect(canvas.queryByRole('heading', { name: '스크린샷' })).toBeNull();
    // Every playtime is unknown, so the section is left out.
    await expect(canvas.queryByRole('heading', { name: '플레이 타임' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: '소개' })).toBeVisible();
  },
};

export const ShortPlaytime: Story = {
  parameters: { route: route(fixtureGames.shortPlaytime.id) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: '플레이 타임' });
    await expect(canvas.getByText('36분')).toBeVisible();
  },
};

export const Sparse: Story = {
  name: 'Sparse (no cover, date or ratings)',
  parameters: { route: route(fixtureGames.sparse.id) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: fixtureGames.sparse.nameKo! });
    await expect(canvas.getByText('이미지 없음')).toBeVisible();
    await expect(canvas.getByText('아직 평가가 없습니다.')).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { route: route(MISSING_GAME_ID) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: catalogMessages.gameNotFound })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '뒤로 가기' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '전체 게임 보기' })).toHaveAttribute('href', '/games');
  },
};

export const BackFromDirectVisit: Story = {
  name: 'Interaction: back from a direct visit goes to the list',
  parameters: { route: route(MISSING_GAME_ID) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '뒤로 가기' }));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/games'));
  },
};

export const MalformedId: Story = {
  parameters: { route: route('zelda') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: catalogMessages.gameNotFound })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { games: gamesHandlers.loading, genres: genresHandlers.loaded } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(commonMessages.loading);
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { games: gamesHandlers.error, genres: genresHandlers.loaded } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: commonMessages.retry })).toBeVisible();
  },
};

/** A refused call (here 429) is an error with its message and a retry, not 'cannot find game'. */
export const TooManyRequests: Story = {
  parameters: {
    msw: {
      handlers: {
        games: [http.get(getGame.path, () => HttpResponse.json({ message: commonMessages.tooManyRequests }, { status: 429 }))],
        genres: genresHandlers.loaded,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(commonMessages.tooManyRequests);
    await expect(within(alert).getByRole('button', { name: commonMessages.retry })).toBeVisible();
    await expect(within(canvasElement).queryByText(catalogMessages.gameNotFound)).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: fixtureGames.withScreenshots.nameKo! });
    await expect(document.documentElement).toHaveClass('dark');
  },
};

export const LightboxOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '스크린샷 2 크게 보기' }));
    const dialog = await body().findByRole('dialog');
    await expect(dialog).toHaveTextContent('2 / 4');
    // Wraps around at both ends.
    await userEvent.click(within(dialog).getByRole('button', { name: '다음 이미지' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '다음 이미지' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '다음 이미지' }));
    await expect(dialog).toHaveTextContent('1 / 4');
  },
};

export const BackToCollection: Story = {
  name: 'Interaction: back to the collection it came from',
  parameters: { route: route(fixtureGames.noKoreanName.id, '?from=collection&collectionId=7') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Portal 2' });
    await userEvent.click(canvas.getByRole('button', { name: '뒤로 가기' }));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/collection/7'));
  },
};

// The game page's actions (issue 12): wishlist toggle and correction suggestions.

const actions = (canvasElement: HTMLElement) => within(canvasElement).findByRole('group', { name: '게임 관리' }, { timeout: 5000 });
const wishlistButton = async (canvasElement: HTMLElement) =>
  within(await actions(canvasElement)).getByRole('button', { name: /위시리스트/ });
const game = fixtureGames.withScreenshots;
/** The detail answer with the signed-in user's flag, as the API lays it over the shared page. */
const inWishlistGames = games.map((g) => (g.id === game.id ? { ...g, inWishlist: true } : g));

export const GuestActions: Story = {
  name: 'Actions: a guest is asked to log in',
  beforeEach: guestSession,
  play: async ({ canvasElement }) => {
    await userEvent.click(await wishlistButton(canvasElement));
    const toast = await body().findByText(accountMessages.loginRequired);
    await expect(toast).toBeVisible();
    await userEvent.click(body().getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/auth/login'));
    await expect(localStorage.getItem('redirectPath')).toBe(`/game/${game.id}`);
  },
};

export const SignedInAdds: Story = {
  name: 'Actions: signed in, adds to the wishlist',
  beforeEach: signedInSession(),
  parameters: { msw: { handlers: { games: gamesHandlers.loaded, genres: genresHandlers.loaded, wishlist: wishlistHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const button = await wishlistButton(canvasElement);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await expect(await body().findByText(wishlistMessages.added)).toBeVisible();
    await expect(button).toHaveTextContent('위시리스트에 있음');
  },
};

export const InWishlist: Story = {
  name: 'Actions: in the wishlist, removes',
  beforeEach: signedInSession(),
  parameters: {
    msw: {
      handlers: { games: gamesHandlersFor(inWishlistGames), genres: genresHandlers.loaded, wishlist: wishlistHandlersFor([game.id]) },
    },
  },
  play: async ({ canvasElement }) => {
    const button = await wishlistButton(canvasElement);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await expect(await body().findByText(wishlistMessages.removed)).toBeVisible();
  },
};

export const ToggleFails: Story = {
  name: 'Actions: a failed toggle is rolled back',
  beforeEach: signedInSession(),
  parameters: { msw: { handlers: { games: gamesHandlers.loaded, genres: genresHandlers.loaded, wishlist: wishlistHandlers.error } } },
  play: async ({ canvasElement }) => {
    const button = await wishlistButton(canvasElement);
    await userEvent.click(button);
    await expect(await body().findByText(wishlistMessages.processingFailed)).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

const openSuggestion = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(await actions(canvasElement)).getByRole('button', { name: '정보 수정 제안' }));
  return body().findByRole('dialog', { name: suggestionMessages.title }, { timeout: 5000 });
};

export const SuggestionEmpty: Story = {
  name: 'Suggestion: empty, cannot be sent',
  beforeEach: signedInSession(),
  parameters: {
    msw: { handlers: { games: gamesHandlers.loaded, genres: genresHandlers.loaded, suggestions: suggestionHandlers.accepting } },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await openSuggestion(canvasElement));
    await expect(dialog.getByText('0/200')).toBeVisible();
    await expect(dialog.getByRole('button', { name: suggestionMessages.submit })).toBeDisabled();
  },
};

export const SuggestionTooShort: Story = {
  name: 'Suggestion: too short',
  beforeEach: signedInSession(),
  parameters: {
    msw: { handlers: { games: gamesHandlers.loaded, genres: genresHandlers.loaded, suggestions: suggestionHandlers.accepting } },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await openSuggestion(canvasElement));
    await userEvent.type(dialog.getByRole('textbox', { name: '수정할 내용' }), '틀렸음');
    await expect(dialog.getByRole('alert')).toHaveTextContent(suggestionMessages.tooShort);
    await expect(dialog.getByText('3/200')).toBeVisible();
    await expect(dialog.getByRole('button', { name: suggestionMessages.submit })).toBeDisabled();
  },
};

export const SuggestionSent: Story = {
  name: 'Suggestion: valid, sent',
  beforeEach: signedInSession(),
  parameters: {
    msw: { handlers: { games: gamesHandlers.loaded, genres: genresHandlers.loaded, suggestions: suggestionHandlers.accepting } },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await openSuggestion(canvasElement));
    await userEvent.type(dialog.getByRole('textbox', { name: '수정할 내용' }), '한국어 제목이 틀렸어요');
    const submit = dialog.getByRole('button', { name: suggestionMessages.submit });
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(await body().findByText(suggestionMessages.sent)).toBeVisible();
    await overlayGone();
  },
};

export const SuggestionDailyLimit: Story = {
  name: 'Suggestion: over the daily limit',
  beforeEach: signedInSession(),
  parameters: {
    msw: { handlers: { games: gamesHandlers.loaded, genres: genresHandlers.loaded, suggestions: suggestionHandlers.dailyLimitReached } },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await openSuggestion(canvasElement));
    await userEvent.type(dialog.getByRole('textbox', { name: '수정할 내용' }), '출시일이 달라요');
    await userEvent.click(dialog.getByRole('button', { name: suggestionMessages.submit }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(suggestionMessages.dailyLimit);
    // A steady screenshot: the pointer off the button and focus back in the field.
    await userEvent.hover(dialog.getByRole('heading', { name: suggestionMessages.title }));
    dialog.getByRole('textbox', { name: '수정할 내용' }).focus();
  },
};

export const SuggestionServerError: Story = {
  name: 'Suggestion: server error',
  beforeEach: signedInSession(),
  parameters: { msw: { handlers: { games: gamesHandlers.loaded, genres: genresHandlers.loaded, suggestions: suggestionHandlers.error } } },
  play: async ({ canvasElement }) => {
    const dialog = within(await openSuggestion(canvasElement));
    await userEvent.type(dialog.getByRole('textbox', { name: '수정할 내용' }), '장르가 달라요 확인해주세요');
    await userEvent.click(dialog.getByRole('button', { name: suggestionMessages.submit }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(suggestionMessages.failed);
    // A steady screenshot: the pointer off the button and focus back in the field.
    await userEvent.hover(dialog.getByRole('heading', { name: suggestionMessages.title }));
    dialog.getByRole('textbox', { name: '수정할 내용' }).focus();
  },
};

export const AddToCollection: Story = {
  name: 'Actions: add to a collection from the sheet',
  beforeEach: signedInSession(),
  parameters: {
    msw: { handlers: { games: gamesHandlers.loaded, genres: genresHandlers.loaded, collections: collectionHandlers.loaded } },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await actions(canvasElement)).getByRole('button', { name: '컬렉션에 추가' }));
    const sheet = within(await body().findByRole('dialog', { name: '컬렉션에 추가' }, { timeout: 5000 }));
    // The game is on the '인생 게임' shelf already: marked, not offered again.
    await expect(await sheet.findByRole('button', { name: /^인생 게임 .*추가됨$/ })).toBeDisabled();
    await userEvent.click(sheet.getByRole('button', { name: /^빈 선반\s?에 추가/ }));
    await expect(await body().findByText(collectionMessages.gameAdded)).toBeVisible();
    await expect(body().getByRole('button', { name: '컬렉션 보기' })).toBeVisible();
  },
};

export const AddToCollectionMarksTheGame: Story = {
  name: 'Actions: after an add, the page shows the game is collected',
  beforeEach: signedInSession(),
  parameters: {
    route: route(fixtureGames.noScreenshots.id),
    msw: {
      handlers: {
        games: gamesHandlers.loaded,
        genres: genresHandlers.loaded,
        collections: collectionHandlers.loaded,
        reviews: reviewHandlers.loaded,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const group = within(await actions(canvasElement));
    await userEvent.click(group.getByRole('button', { name: '컬렉션에 추가' }));
    const sheet = within(await body().findByRole('dialog', { name: '컬렉션에 추가' }, { timeout: 5000 }));
    await userEvent.click(await sheet.findByRole('button', { name: /^빈 선반\s?에 추가/ }));
    await expect(await body().findByText(collectionMessages.gameAdded)).toBeVisible();
    // Spec 1 §4: the cached game is marked inCollection, and its button says so (and still opens the sheet).
    const collected = await group.findByRole('button', { name: '컬렉션에 담김' });
    await expect(collected).toHaveAttribute('data-variant', 'primary');
    await expect(group.queryByRole('button', { name: '컬렉션에 추가' })).toBeNull();
    await userEvent.click(collected);
    await expect(await sheet.findByRole('button', { name: /^빈 선반 .*추가됨$/ })).toBeDisabled();
  },
};

// The reviews tab (issue 14).

const reviewsRoute = route(fixtureGames.withScreenshots.id, '?tab=reviews');
const reviewCards = async (canvasElement: HTMLElement) =>
  Array.from((await within(canvasElement).findByRole('list', { name: '리뷰 목록' }, { timeout: 5000 })).children) as HTMLElement[];
const userTwo = signedInSession({ user: makeUserInfo({ id: 2, username: 'indie_fan', displayName: '인디팬' }) });

export const ReviewsTab: Story = {
  name: 'Reviews: a guest reads them, most helpful first',
  beforeEach: guestSession,
  parameters: {
    route: reviewsRoute,
    msw: { handlers: { games: gamesHandlers.loaded, genres: genresHandlers.loaded, reviews: reviewHandlers.loaded } },
  },
  play: async ({ canvasElement }) => {
    const cards = await reviewCards(canvasElement);
    await expect(cards).toHaveLength(fixtureGameReviews.length);
    await expect(cards[0]).toHaveTextContent('인디팬');
    await expect(within(canvasElement).getByRole('tab', { name: '리뷰' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(cards[0]!).getByRole('button', { name: /도움됨/ }));
    await expect(await body().findByText(accountMessages.loginRequired)).toBeVisible();
  },
};

export const ReviewsOwnPinned: Story = {
  name: 'Reviews: the own review pinned, deleted after confirming',
  beforeEach: userTwo,
  parameters: {
    route: reviewsRoute,
    msw: { handlers: { games: gamesHandlers.loaded, genres: genresHandlers.loaded, reviews: reviewHandlers.loaded } },
  },
  play: async ({ canvasElement }) => {
    const [own] = await reviewCards(canvasElement);
    await expect(own).toHaveAttribute('data-mine', 'true');
    await expect(within(own!).queryByRole('button', { name: /도움됨/ })).toBeNull();
    // One review per game: the write button is spent, editing starts from the pinned review.
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: '작성 완료' })).toBeDisabled());
    await expect(within(own!).getByRole('link', { name: '수정' })).toHaveAttribute(
      'href',
      expect.stringContaining(`/games/${fixtureGames.withScreenshots.id}/review?reviewId=${fixtureGameReviews[0]!.id}`),
    );
    await userEvent.click(within(own!).getByRole('button', { name: '삭제' }));
    const dialog = await body().findByRole('alertdialog', { name: reviewMessages.deleteConfirm });
    await userEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await expect(await body().findByText(reviewMessages.deleted)).toBeVisible();
    await waitFor(async () => expect(await reviewCards(canvasElement)).toHaveLength(fixtureGameReviews.length - 1));
  },
};

export const WriteReview: Story = {
  name: 'Reviews: write one, remembering the tab',
  beforeEach: signedInSession(),
  parameters: {
    route: reviewsRoute,
    msw: { handlers: { games: gamesHandlers.loaded, genres: genresHandlers.loaded, reviews: reviewHandlers.loaded } },
  },
  play: async ({ canvasElement }) => {
    await reviewCards(canvasElement);
    const write = within(canvasElement).getByRole('button', { name: '리뷰 쓰기' });
    await waitFor(() => expect(write).toBeEnabled());
    await userEvent.click(write);
    await waitFor(() => expect(getStoryLocation().pathname).toBe(`/games/${fixtureGames.withScreenshots.id}/review`));
    await expect(getStoryLocation().state).toEqual({ fromTab: 'reviews' });
  },
};

export const ReviewsHelpful: Story = {
  name: 'Reviews: a helpful vote counts at once',
  beforeEach: signedInSession(),
  parameters: {
    route: reviewsRoute,
    msw: { handlers: { games: gamesHandlers.loaded, genres: genresHandlers.loaded, reviews: reviewHandlers.loaded } },
  },
  play: async ({ canvasElement }) => {
    const [first] = await reviewCards(canvasElement);
    const vote = within(first!).getByRole('button', { name: /도움됨/ });
    await expect(vote).toHaveTextContent('12');
    await userEvent.click(vote);
    await waitFor(() => expect(vote).toHaveAttribute('aria-pressed', 'true'));
    await expect(vote).toHaveTextContent('13');
  },
};

export const ReviewsHelpfulFails: Story = {
  name: 'Reviews: a failed vote is put back',
  beforeEach: signedInSession(),
  parameters: {
    route: reviewsRoute,
    msw: {
      handlers: {
        games: gamesHandlers.loaded,
        genres: genresHandlers.loaded,
        reviews: [...reviewHandlers.helpfulFails, ...reviewHandlers.loaded],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const [first] = await reviewCards(canvasElement);
    const vote = within(first!).getByRole('button', { name: /도움됨/ });
    await userEvent.click(vote);
    await expect(await body().findByText(reviewMessages.helpfulFailed)).toBeVisible();
    await waitFor(() => expect(vote).toHaveAttribute('aria-pressed', 'false'));
    await expect(vote).toHaveTextContent('12');
  },
};

export const ReviewsEmpty: Story = {
  name: 'Reviews: none yet',
  parameters: {
    route: reviewsRoute,
    msw: { handlers: { games: gamesHandlers.loaded, genres: genresHandlers.loaded, reviews: reviewHandlers.empty } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('아직 리뷰가 없어요')).toBeVisible();
  },
};

export const ReviewsError: Story = {
  name: 'Reviews: load failure with retry',
  parameters: {
    route: reviewsRoute,
    msw: { handlers: { games: gamesHandlers.loaded, genres: genresHandlers.loaded, reviews: reviewHandlers.error } },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(reviewMessages.loadFailed);
  },
};

export const TabsByKeyboard: Story = {
  name: 'Interaction: tabs with the arrow keys',
  parameters: { msw: { handlers: { games: gamesHandlers.loaded, genres: genresHandlers.loaded, reviews: reviewHandlers.loaded } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const info = await canvas.findByRole('tab', { name: '정보' }, { timeout: 5000 });
    info.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '리뷰' })).toHaveFocus();
    await waitFor(() => expect(getStoryLocation().search).toBe('?tab=reviews'));
    await reviewCards(canvasElement);
  },
};

/** A game sold on Steam and GOG: each store's price, Steam first, with the lowest price ever. */
export const StorePrices: Story = {
  parameters: { route: route(fixtureByName('Hades').id) },
  play: async ({ canvasElement }) => {
    const section = await within(canvasElement).findByRole('region', { name: priceMessages.sectionTitle }, { timeout: 5000 });
    const rows = await within(section).findAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('Steam');
    await expect(within(rows[0]!).getByText(priceMessages.lowestEver)).toBeVisible();
    await expect(rows[1]).toHaveTextContent('역대 최저 11,450원 · 2025.06.12');
  },
};

/** No PC store sells it to Korean buyers: the section says so. */
export const NoStorePrices: Story = {
  parameters: { route: route(fixtureByName('Super Mario Odyssey').id) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(priceMessages.none, {}, { timeout: 5000 })).toBeVisible();
  },
};

export const StorePricesFailed: Story = {
  parameters: { msw: { handlers: { prices: priceHandlers.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(priceMessages.loadFailed, {}, { timeout: 5000 })).toBeVisible();
  },
};
