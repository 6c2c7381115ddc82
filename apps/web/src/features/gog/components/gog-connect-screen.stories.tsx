import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getStoryLocation, withStoryProviders } from '../../../testing/story-providers.tsx';
import { signedInSession } from '../../../testing/story-session.ts';
import { GOG_BENEFITS, GOG_PRIVACY_NOTES, GogConnectScreen } from './gog-connect-screen.tsx';

const meta = {
  title: 'Screens/GOG/Connect',
  component: GogConnectScreen,
  decorators: [withStoryProviders],
  beforeEach: signedInSession(),
  parameters: { layout: 'fullscreen', route: { path: '/gog/connect' } },
} satisfies Meta<typeof GogConnectScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connect: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'GOG 연동' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'GOG 계정을 연결해 보세요' })).toBeVisible();
    await expect(GOG_BENEFITS.map((b) => b.title)).toEqual(['라이브러리 자동 동기화', '게임 정보 자동 연결']);
    for (const { title } of GOG_BENEFITS) await expect(canvas.getByText(title)).toBeVisible();
    const privacy = within(canvas.getByRole('region', { name: '개인정보 안내' }));
    await expect(privacy.getAllByRole('listitem')).toHaveLength(GOG_PRIVACY_NOTES.length);
    for (const note of GOG_PRIVACY_NOTES) await expect(privacy.getByText(note)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '연결 시작하기' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '나중에 하기' })).toBeVisible();
    // GOG pages are shown without the header and bottom navigation (spec 3 §2.1).
    await expect(canvas.queryByRole('navigation', { name: '주 메뉴' })).toBeNull();
  },
};

export const Dark: Story = { ...Connect, name: 'Connect (dark)', globals: { theme: 'dark' } };

export const Start: Story = {
  name: 'Interaction: start connecting opens the guide',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '연결 시작하기' }));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/gog/connect/guide'));
  },
};

export const Later: Story = {
  name: 'Interaction: later goes to my page',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '나중에 하기' }));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/mypage'));
  },
};

export const Back: Story = {
  name: 'Interaction: back goes to my page',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '뒤로 가기' }));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/mypage'));
  },
};
