import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { catalogMessages, commonMessages, reviewMessages } from '@gameshelf/contracts';
import { fixtureGameReviews, fixtureGames, gamesHandlers, makeUserInfo, MISSING_GAME_ID, reviewHandlers } from '@gameshelf/mocks';
import { getStoryLocation, withStoryProviders } from '../../../testing/story-providers.tsx';
import { signedInSession } from '../../../testing/story-session.ts';
import { ReviewEditorScreen } from './review-editor-screen.tsx';

const game = fixtureGames.withScreenshots;
const own = fixtureGameReviews[0]!;
const route = (gameId: number | string, query = '') => ({ path: '/games/:gameId/review', initialEntry: `/games/${gameId}/review${query}` });
/** The author of the first fixture review (the pinned, editable one). */
const author = signedInSession({ user: makeUserInfo({ id: own.userId, username: own.username, displayName: own.userDisplayName }) });

/** The author editing their review, with fresh handlers (the story changes them). */
const editingOwn = () => ({
  beforeEach: author,
  parameters: {
    route: route(game.id, `?reviewId=${own.id}`),
    msw: { handlers: { games: gamesHandlers.loaded, reviews: reviewHandlers.loaded } },
  },
});

const meta = {
  title: 'Screens/Reviews/Write',
  component: ReviewEditorScreen,
  decorators: [withStoryProviders],
  beforeEach: signedInSession(),
  parameters: {
    layout: 'fullscreen',
    route: route(game.id, `?gameName=${encodeURIComponent(game.nameKo ?? game.name)}`),
    msw: { handlers: { games: gamesHandlers.loaded, reviews: reviewHandlers.loaded } },
  },
} satisfies Meta<typeof ReviewEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const form = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('radiogroup', { name: '별점' }, { timeout: 5000 });
  return canvas;
};

export const New: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expect(canvas.getByRole('heading', { name: '리뷰 쓰기' })).toBeVisible();
    await expect(canvas.getByText(game.nameKo!)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '플레이 전' })).toBeChecked();
    await expect(canvas.getByText('0/2000')).toBeVisible();
    // The game's own platforms, and none by default.
    const platform = canvas.getByLabelText(/플레이한 플랫폼/);
    await expect(platform).toHaveValue('');
    await expect(
      within(platform)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['선택 안 함', ...game.platforms.map((p) => p.name)]);
    await expect(canvas.queryByRole('button', { name: '리뷰 삭제' })).toBeNull();
  },
};

export const Written: Story = {
  name: 'Interaction: written, back to the reviews tab',
  parameters: { msw: { handlers: { games: gamesHandlers.loaded, reviews: reviewHandlers.loaded } } },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '4점' }));
    await userEvent.type(canvas.getByLabelText('리뷰'), '  탐험이 정말 즐거웠어요.  ');
    await userEvent.click(canvas.getByRole('radio', { name: '클리어' }));
    await userEvent.selectOptions(canvas.getByLabelText(/플레이한 플랫폼/), String(game.platforms[0]!.id));
    await userEvent.click(canvas.getByRole('button', { name: '리뷰 등록' }));
    await expect(await body().findByText(reviewMessages.created)).toBeVisible();
    await waitFor(() => expect(getStoryLocation().pathname).toBe(`/game/${game.id}`));
    const location = getStoryLocation();
    await expect(location.search).toBe('?tab=reviews');
    await expect(location.state).toMatchObject({ reviewUpdated: true, fromTab: 'reviews', timestamp: expect.any(Number) });
  },
};

export const RatingMissing: Story = {
  name: 'Validation: no rating',
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.type(canvas.getByLabelText('리뷰'), '별점을 깜빡했어요');
    await userEvent.click(canvas.getByRole('button', { name: '리뷰 등록' }));
    await expect(await canvas.findByText(reviewMessages.ratingRequired)).toBeVisible();
    await expect(canvas.queryByText(reviewMessages.contentRequired)).toBeNull();
    await expect(getStoryLocation().pathname).toBe(`/games/${game.id}/review`);
  },
};

export const ContentMissing: Story = {
  name: 'Validation: only spaces for text',
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '5점' }));
    await userEvent.type(canvas.getByLabelText('리뷰'), '    ');
    await userEvent.click(canvas.getByRole('button', { name: '리뷰 등록' }));
    await expect(await canvas.findByText(reviewMessages.contentRequired)).toBeVisible();
    await expect(canvas.getByLabelText('리뷰')).toHaveAttribute('aria-invalid', 'true');
    // The refused save moves the focus to the first field in error.
    await expect(canvas.getByLabelText('리뷰')).toHaveFocus();
  },
};

export const ContentTooLong: Story = {
  name: 'Validation: more than 2000 characters',
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    const text = canvas.getByLabelText('리뷰');
    await userEvent.click(text);
    await userEvent.paste('가'.repeat(2001));
    // Said at once, before saving, with the counter over the limit.
    await expect(await canvas.findByText(reviewMessages.contentTooLong)).toBeVisible();
    await expect(canvas.getByText('2001/2000')).toBeVisible();
  },
};

export const Edit: Story = {
  name: 'Edit: the own review, filled in',
  beforeEach: author,
  parameters: { route: route(game.id, `?reviewId=${own.id}`) },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expect(canvas.getByRole('heading', { name: '리뷰 수정' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: `${own.rating}점` })).toBeChecked();
    await expect(canvas.getByLabelText('리뷰')).toHaveValue(own.content);
    await expect(canvas.getByRole('radio', { name: '클리어' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: '수정 완료' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '리뷰 삭제' })).toBeVisible();
  },
};

export const Edited: Story = {
  name: 'Interaction: edited, back to the game',
  ...editingOwn(),
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '3점' }));
    await userEvent.click(canvas.getByRole('button', { name: '수정 완료' }));
    await expect(await body().findByText(reviewMessages.updated)).toBeVisible();
    await waitFor(() => expect(getStoryLocation().pathname).toBe(`/game/${game.id}`));
  },
};

export const Deleted: Story = {
  name: 'Interaction: deleted after confirming',
  ...editingOwn(),
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '리뷰 삭제' }));
    const dialog = await body().findByRole('alertdialog', { name: reviewMessages.deleteConfirm });
    await userEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await expect(await body().findByText(reviewMessages.deleted)).toBeVisible();
    await waitFor(() => expect(getStoryLocation().pathname).toBe(`/game/${game.id}`));
  },
};

export const Saving: Story = {
  name: 'Saving: the button waits',
  parameters: { msw: { handlers: { games: gamesHandlers.loaded, reviews: [...reviewHandlers.saveHangs, ...reviewHandlers.loaded] } } },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '5점' }));
    await userEvent.type(canvas.getByLabelText('리뷰'), '최고의 게임');
    await userEvent.click(canvas.getByRole('button', { name: '리뷰 등록' }));
    await expect(await canvas.findByRole('button', { name: '저장하는 중...' })).toBeDisabled();
    await expect(canvas.getByLabelText('리뷰')).toBeDisabled();
  },
};

export const ServerError: Story = {
  name: 'Saving: the server fails',
  parameters: { msw: { handlers: { games: gamesHandlers.loaded, reviews: [...reviewHandlers.saveFails, ...reviewHandlers.loaded] } } },
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '5점' }));
    await userEvent.type(canvas.getByLabelText('리뷰'), '최고의 게임');
    await userEvent.click(canvas.getByRole('button', { name: '리뷰 등록' }));
    await expect(await body().findByText(reviewMessages.saveFailed)).toBeVisible();
    // Nothing typed is lost, and the screen stays.
    await expect(canvas.getByLabelText('리뷰')).toHaveValue('최고의 게임');
    await expect(getStoryLocation().pathname).toBe(`/games/${game.id}/review`);
    await waitFor(() => expect(canvas.getByRole('button', { name: '리뷰 등록' })).toBeEnabled());
    // Whether the button keeps a focus ring after it was disabled and enabled again varies: none in the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const AlreadyReviewed: Story = {
  name: 'Edit: opened without reviewId by the author',
  beforeEach: author,
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expect(canvas.getByRole('heading', { name: '리뷰 수정' })).toBeVisible();
    await expect(canvas.getByLabelText('리뷰')).toHaveValue(own.content);
  },
};

export const ReviewNotFound: Story = {
  name: 'Edit: a review that is not the viewer\u2019s',
  parameters: { route: route(game.id, `?reviewId=${own.id}`) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(reviewMessages.reviewLoadFailed);
  },
};

export const ReviewLoadFailed: Story = {
  name: 'Edit: the review fails to load',
  parameters: { msw: { handlers: { games: gamesHandlers.loaded, reviews: [...reviewHandlers.mineFails, ...reviewHandlers.loaded] } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(reviewMessages.reviewLoadFailed);
    await expect(within(alert).getByRole('button', { name: commonMessages.retry })).toBeVisible();
  },
};

export const GameNotFound: Story = {
  parameters: { route: route(MISSING_GAME_ID) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(catalogMessages.gameNotFound)).toBeVisible();
  },
};

export const Dark: Story = { ...Edit, name: 'Edit (dark)', globals: { theme: 'dark' } };
