import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { commonMessages, steamMessages } from '@gameshelf/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { withStoryProviders } from '../../../testing/story-providers.tsx';
import { signedInSession } from '../../../testing/story-session.ts';
import { STEAM_ERROR_TITLES } from '../lib/steam-error-categories.ts';
import { STEAM_STATUS_MESSAGES, STEAM_UNKNOWN_MESSAGE } from '../lib/steam-errors.ts';
import { SteamErrorBoundary, type SteamErrorBoundaryProps } from './steam-error-boundary.tsx';

/** Whether the watched part throws; a story can let it recover before pressing retry. */
const failing = { now: true };

/** A part of a Steam screen that fails with `error` while `failing.now`. */
function Failing({ error }: { error: Error }) {
  if (failing.now) throw error;
  return <p className="p-6 text-center">Steam 라이브러리를 다시 불러왔어요.</p>;
}

type Args = Omit<SteamErrorBoundaryProps, 'children'> & { error: Error };

const meta = {
  title: 'Screens/Steam/ErrorBoundary',
  decorators: [withStoryProviders],
  beforeEach: () => {
    failing.now = true;
    return signedInSession()();
  },
  parameters: { layout: 'fullscreen', route: { path: '/steam/library' } },
  render: ({ error, context }) => (
    <SteamErrorBoundary context={context} className="flex-1">
      <Failing error={error} />
    </SteamErrorBoundary>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const alert = (canvasElement: HTMLElement) => within(canvasElement).findByRole('alert');

async function expectCategory(canvasElement: HTMLElement, category: keyof typeof STEAM_ERROR_TITLES, message: string) {
  const box = await alert(canvasElement);
  await expect(box).toHaveAttribute('data-category', category);
  await expect(box).toHaveTextContent(STEAM_ERROR_TITLES[category]);
  await expect(box).toHaveTextContent(message);
  await expect(within(box).getByRole('button', { name: commonMessages.retry })).toBeVisible();
  await expect(within(box).getByRole('button', { name: '새로고침' })).toBeVisible();
  return within(box);
}

export const Auth: Story = {
  name: 'Auth: sign in again (401)',
  args: { error: new ApiError(401, '인증이 만료되었습니다.') },
  play: async ({ canvasElement }) => {
    const box = await expectCategory(canvasElement, 'auth', 'Steam 인증이 필요합니다. 다시 로그인해주세요.');
    await expect(box.getByRole('link', { name: '마이페이지로 가기' })).toHaveAttribute('href', '/mypage');
  },
};

export const Connection: Story = {
  name: 'Connection: Steam out of reach (503)',
  args: { error: new ApiError(503, steamMessages.steamUnavailable) },
  play: async ({ canvasElement }) => {
    const box = await expectCategory(canvasElement, 'connection', steamMessages.steamUnavailable);
    await expect(box.queryByRole('link', { name: '마이페이지로 가기' })).toBeNull();
  },
};

export const TooManyRequests: Story = {
  name: 'Connection: too many requests (429)',
  args: { error: new ApiError(429, 'Too Many Requests') },
  play: async ({ canvasElement }) => {
    await expectCategory(canvasElement, 'connection', '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
  },
};

export const Forbidden: Story = {
  name: 'Unknown: a 403 without the private-profile code',
  args: { error: new ApiError(403, '권한이 없습니다.') },
  play: async ({ canvasElement }) => {
    await expectCategory(canvasElement, 'unknown', STEAM_STATUS_MESSAGES[403]!);
  },
};

export const Mapping: Story = {
  name: 'Mapping: finding a game fails',
  args: { error: new ApiError(500, commonMessages.internalError), context: 'mapping' },
  play: async ({ canvasElement }) => {
    await expectCategory(canvasElement, 'mapping', '게임 정보를 찾는 중 오류가 발생했습니다. 잠시 후 다시 시도해주세요.');
  },
};

export const Unknown: Story = {
  name: 'Unknown: a screen fails to draw',
  args: { error: new TypeError("Cannot read properties of undefined (reading 'igdbGame')") },
  play: async ({ canvasElement }) => {
    await expectCategory(canvasElement, 'unknown', STEAM_UNKNOWN_MESSAGE);
  },
};

export const Dark: Story = { ...Auth, name: 'Auth (dark)', globals: { theme: 'dark' } };

export const Retry: Story = {
  name: 'Interaction: retry draws the screen again',
  args: { error: new ApiError(0, commonMessages.networkError) },
  play: async ({ canvasElement }) => {
    const box = await expectCategory(canvasElement, 'connection', commonMessages.networkError);
    failing.now = false;
    await userEvent.click(box.getByRole('button', { name: commonMessages.retry }));
    await expect(await within(canvasElement).findByText('Steam 라이브러리를 다시 불러왔어요.')).toBeVisible();
  },
};
