import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { commonMessages, noticeMessages } from '@gameshelf/contracts';
import { noticeHandlers } from '@gameshelf/mocks';
import { getStoryLocation, withStoryProviders } from '../../../testing/story-providers.tsx';
import { NoticeScreen } from './notice-screen.tsx';

const route = (id: string | number) => ({ path: '/notices/:noticeId', initialEntry: `/notices/${id}` });

const meta = {
  title: 'Screens/Notices/Detail',
  component: NoticeScreen,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'fullscreen',
    route: route(10),
    msw: { handlers: { notices: noticeHandlers.loaded } },
  },
} satisfies Meta<typeof NoticeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const article = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('article', {}, { timeout: 5000 }));

export const EveryMarkdownFeature: Story = {
  name: 'Every markdown feature, nothing runs',
  play: async ({ canvasElement }) => {
    const body = await article(canvasElement);
    const canvas = within(canvasElement);
    // The title in the header and as the page heading.
    await expect(canvas.getAllByRole('heading', { name: '11월 업데이트 안내' }).length).toBeGreaterThanOrEqual(2);
    await expect(body.getByRole('heading', { name: '바뀐 점' })).toBeVisible();
    await expect(body.getByText('리뷰 캘린더', { selector: 'strong' })).toBeVisible();
    await expect(body.getByRole('table')).toBeVisible();
    await expect(body.getAllByRole('row')).toHaveLength(3);
    await expect(body.getByText("const greeting = '안녕하세요';", { exact: false }).closest('pre')).not.toBeNull();
    await expect(body.getByRole('img', { name: '새 기능 미리보기' })).toBeVisible();
    // External links open a new tab without opener; app links stay in the app.
    const external = body.getByRole('link', { name: /IGDB 바로가기/ });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(body.getByRole('link', { name: '전체 게임 보기' })).toHaveAttribute('href', '/games');
    await expect(body.getByRole('link', { name: '전체 게임 보기' })).not.toHaveAttribute('target');
    // Raw HTML is dropped and javascript: links lead nowhere.
    const root = canvasElement.querySelector('[data-slot="notice-markdown"]')!;
    await expect(root.querySelector('script, iframe, img[onerror]')).toBeNull();
    const inert = body.getByText('눌러도 아무 일 없음');
    await expect(inert.closest('a')).toBeNull();
    await userEvent.click(inert);
    await expect((window as { __noticeScriptRan?: boolean }).__noticeScriptRan).toBeUndefined();
    await expect(getStoryLocation().pathname).toBe('/notices/10');
  },
};

export const Important: Story = {
  parameters: { route: route(3) },
  play: async ({ canvasElement }) => {
    const body = await article(canvasElement);
    await expect(body.getByText('[중요]')).toBeVisible();
    await expect(body.getByText('2026.11.20 · 조회 1,234')).toBeVisible();
  },
};

export const BadId: Story = {
  parameters: { route: route('abc') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(noticeMessages.invalidId)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '공지사항 목록' }));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/notices'));
  },
};

export const NotFound: Story = {
  parameters: { route: route(424242) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(noticeMessages.notFound)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { notices: noticeHandlers.error } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(noticeMessages.loadFailed);
    await expect(within(alert).getByRole('button', { name: commonMessages.retry })).toBeVisible();
    await waitFor(() => expect(within(document.body).getAllByText(noticeMessages.loadFailed)).toHaveLength(2));
  },
};

export const Dark: Story = { ...EveryMarkdownFeature, name: 'Every markdown feature (dark)', globals: { theme: 'dark' } };
