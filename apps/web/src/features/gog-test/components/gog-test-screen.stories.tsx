import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { commonMessages, gogMessages, exchangeGogTestCode, getGogTestSessionInfo, runGogApiTest } from '@gameshelf/contracts';
import {
  FIXTURE_GOG_TEST_CODE,
  fixtureGogTestLoginUrl,
  fixtureGogTestOwnedGames,
  fixtureGogTestTokens,
  gogTestHandlers,
  gogTestHandlersFor,
  mockGogTestAuthUrl,
  resetGogTestHandlers,
} from '@gameshelf/mocks';
import { withStoryProviders } from '../../../testing/story-providers.tsx';
import { guestSession } from '../../../testing/story-session.ts';
import { setNewTabOpener } from '../lib/open-in-new-tab.ts';
import { GogTestScreen } from './gog-test-screen.tsx';

/** Where a new tab would have opened; stories never open one. */
const openTab = fn();
/** Every test-page call of the watched stories. */
const serverCalls = fn();

const meta = {
  title: 'Screens/GOG/Test page',
  component: GogTestScreen,
  decorators: [withStoryProviders],
  beforeEach: () => {
    openTab.mockClear();
    serverCalls.mockClear();
    resetGogTestHandlers();
    const restoreOpener = setNewTabOpener(openTab);
    // No login needed (spec 3 §2.1): the page works for a guest.
    const resetSession = guestSession();
    return () => {
      restoreOpener();
      resetSession();
    };
  },
  parameters: { layout: 'fullscreen', route: { path: '/test/gog' }, msw: { handlers: { gogTest: gogTestHandlers.ok } } },
} satisfies Meta<typeof GogTestScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: RegExp) => within(within(canvasElement).getByRole('region', { name }));
const exchangeSection = (canvasElement: HTMLElement) => section(canvasElement, /^2\. /);
const apiSection = (canvasElement: HTMLElement) => section(canvasElement, /^5\. /);
const toastNamed = (message: string) => within(document.body).findByText(message, { selector: '[data-slot="toast-message"]' });

/**
 * A button pressed last keeps the focus, and whether Chromium draws its focus ring after a paste varies
 * run to run: stories let it go before the screenshot.
 */
const letGo = () => {
  if (document.activeElement instanceof HTMLButtonElement) document.activeElement.blur();
};

/** Brings the section a story is about into the screenshot (the pressed button let go first). */
const show = (element: HTMLElement) => {
  letGo();
  element.scrollIntoView({ block: 'center' });
};

/** Pastes into a field as a user would (one input event, not a key per character). */
async function paste(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

export const Initial: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'GOG 로그인 테스트' })).toBeVisible();
    await expect(canvas.getByText('개발 환경 전용 테스트 페이지입니다. 프로덕션에서는 제공되지 않습니다.')).toBeVisible();
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual([
      '1. 새 탭에서 GOG 로그인 시작',
      '2. 인증 코드를 토큰으로 교환',
      '3. 테스트 세션 정보',
      '4. 토큰 정보 조회 (사용 중지)',
      '5. GOG API 호출 테스트',
    ]);
    await expect(await canvas.findByText(mockGogTestAuthUrl)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '새 탭에서 GOG 로그인 열기' })).toBeEnabled();
    // No session yet.
    const session = section(canvasElement, /^3\. /);
    await expect(await session.findByText('테스트 세션이 없습니다. 먼저 코드를 토큰으로 교환해주세요.')).toBeVisible();
    // Token info is disabled, and says why.
    await expect(section(canvasElement, /^4\. /).getByRole('button', { name: '토큰 정보 조회' })).toBeDisabled();
    // The custom URL field shows only for a custom call.
    await expect(apiSection(canvasElement).queryByLabelText('API URL')).toBeNull();
    // A full-screen page: no header or bottom navigation (spec 3 §2.1).
    await expect(canvas.queryByRole('navigation', { name: '주 메뉴' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { gogTest: gogTestHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('로그인 주소를 불러오는 중...')).toBeVisible();
    await expect(canvas.getByText('세션 정보를 불러오는 중...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '새 탭에서 GOG 로그인 열기' })).toBeDisabled();
  },
};

export const OpenLogin: Story = {
  name: 'Interaction: the login opens in a new tab',
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '새 탭에서 GOG 로그인 열기' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await expect(openTab).toHaveBeenCalledOnce();
    await expect(openTab).toHaveBeenCalledWith(mockGogTestAuthUrl);
    await userEvent.hover(await toastNamed(gogMessages.popupHint));
  },
};

export const ExchangeEmpty: Story = {
  name: 'Exchange: empty input is explained, nothing is sent',
  parameters: { msw: { handlers: { gogTest: gogTestHandlersFor({ onRequest: serverCalls }) } } },
  play: async ({ canvasElement }) => {
    const exchange = exchangeSection(canvasElement);
    const field = exchange.getByLabelText('로그인 후 주소 또는 인증 코드');
    await paste(field, '   ');
    await userEvent.click(exchange.getByRole('button', { name: '토큰으로 교환' }));
    await expect(exchange.getByRole('alert')).toHaveTextContent(gogMessages.testCodeRequired);
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(serverCalls).not.toHaveBeenCalledWith('POST', exchangeGogTestCode.path);
    // Typing clears the message.
    await userEvent.type(field, 'a');
    await expect(exchange.queryByRole('alert')).toBeNull();
  },
};

export const ExchangeSuccess: Story = {
  name: 'Exchange: a pasted login URL gives tokens',
  play: async ({ canvasElement }) => {
    const exchange = exchangeSection(canvasElement);
    await paste(exchange.getByLabelText('로그인 후 주소 또는 인증 코드'), fixtureGogTestLoginUrl);
    // The code the server will use, found live.
    await expect(exchange.getByText('주소에서 찾은 코드')).toBeVisible();
    await expect(exchange.getByText(FIXTURE_GOG_TEST_CODE)).toBeVisible();
    await userEvent.click(exchange.getByRole('button', { name: '토큰으로 교환' }));
    const resultGroup = await exchange.findByRole('group', { name: '토큰 교환 결과' });
    const result = within(resultGroup);
    await expect(result.getByText('성공')).toBeVisible();
    await expect(result.getByText(gogMessages.connected)).toBeVisible();
    await expect(result.getByText(FIXTURE_GOG_TEST_CODE)).toBeVisible();
    await expect(result.getByText(fixtureGogTestLoginUrl)).toBeVisible();
    await expect(result.getByLabelText('토큰 응답 (JSON)')).toHaveTextContent(fixtureGogTestTokens.access_token);
    // The exchange started a test session: the session section asks again.
    await expect(await section(canvasElement, /^3\. /).findByText('테스트 세션이 있습니다.')).toBeVisible();
    // The access token goes on to the API tester.
    await userEvent.click(result.getByRole('button', { name: '액세스 토큰을 5번에 넣기' }));
    const tokenField = apiSection(canvasElement).getByLabelText('액세스 토큰');
    await expect(tokenField).toHaveValue(fixtureGogTestTokens.access_token);
    await expect(tokenField).toHaveFocus();
    show(resultGroup);
    await userEvent.hover(await toastNamed('액세스 토큰을 5번 API 호출 테스트에 넣었어요.'));
  },
};

export const ExchangeSuccessDark: Story = {
  ...ExchangeSuccess,
  name: 'Exchange: a pasted login URL gives tokens (dark)',
  globals: { theme: 'dark' },
};

export const ExchangeRefused: Story = {
  name: 'Exchange: GOG refuses the code',
  parameters: { msw: { handlers: { gogTest: gogTestHandlers.exchangeRefused } } },
  play: async ({ canvasElement }) => {
    const exchange = exchangeSection(canvasElement);
    await paste(exchange.getByLabelText('로그인 후 주소 또는 인증 코드'), FIXTURE_GOG_TEST_CODE);
    await expect(exchange.getByText('입력한 값을 코드로 사용')).toBeVisible();
    await userEvent.click(exchange.getByRole('button', { name: '토큰으로 교환' }));
    const result = within(await exchange.findByRole('group', { name: '토큰 교환 결과' }));
    await expect(result.getByText('실패')).toBeVisible();
    await expect(result.getByText(`${gogMessages.invalidCode} (invalid_grant)`)).toBeVisible();
    await expect(result.queryByRole('button', { name: '액세스 토큰을 5번에 넣기' })).toBeNull();
    await expect(section(canvasElement, /^3\. /).getByText('테스트 세션이 없습니다. 먼저 코드를 토큰으로 교환해주세요.')).toBeVisible();
    show(exchange.getByRole('group', { name: '토큰 교환 결과' }));
  },
};

export const ExchangeNoCode: Story = {
  name: 'Exchange: text without a code',
  play: async ({ canvasElement }) => {
    const exchange = exchangeSection(canvasElement);
    await paste(exchange.getByLabelText('로그인 후 주소 또는 인증 코드'), 'https://embed.gog.com/on_login_success?origin=client');
    await expect(exchange.getByText('코드를 찾지 못했어요. 로그인 후 주소창의 전체 URL을 붙여넣어 주세요.')).toBeVisible();
    await userEvent.click(exchange.getByRole('button', { name: '토큰으로 교환' }));
    const result = within(await exchange.findByRole('group', { name: '토큰 교환 결과' }));
    await expect(result.getByText(gogMessages.noCodeFound)).toBeVisible();
    show(exchange.getByRole('group', { name: '토큰 교환 결과' }));
  },
};

export const SessionActive: Story = {
  name: 'Session: from an earlier exchange, refreshed',
  parameters: { msw: { handlers: { gogTest: gogTestHandlersFor({ session: true, onRequest: serverCalls }) } } },
  play: async ({ canvasElement }) => {
    const session = section(canvasElement, /^3\. /);
    await expect(await session.findByText('테스트 세션이 있습니다.')).toBeVisible();
    await expect(session.getByLabelText('응답 데이터')).toHaveTextContent(fixtureGogTestTokens.user_id);
    const refresh = session.getByRole('button', { name: '세션 정보 새로고침' });
    await userEvent.click(refresh);
    await waitFor(() => expect(serverCalls.mock.calls.filter(([, path]) => path === getGogTestSessionInfo.path)).toHaveLength(2));
    await waitFor(() => expect(refresh).toBeEnabled());
    show(session.getByRole('group', { name: '세션 정보' }));
  },
};

export const ApiEmptyToken: Story = {
  name: 'API tester: empty token is explained',
  parameters: { msw: { handlers: { gogTest: gogTestHandlersFor({ onRequest: serverCalls }) } } },
  play: async ({ canvasElement }) => {
    const api = apiSection(canvasElement);
    await userEvent.click(api.getByRole('button', { name: 'API 호출' }));
    await expect(api.getByRole('alert')).toHaveTextContent(gogMessages.testTokenRequired);
    await expect(api.getByLabelText('액세스 토큰')).toHaveFocus();
    await expect(serverCalls).not.toHaveBeenCalledWith('POST', runGogApiTest.path);
    show(api.getByRole('button', { name: 'API 호출' }));
  },
};

export const ApiCustomWithoutUrl: Story = {
  name: 'API tester: a custom call needs a URL',
  parameters: { msw: { handlers: { gogTest: gogTestHandlersFor({ onRequest: serverCalls }) } } },
  play: async ({ canvasElement }) => {
    const api = apiSection(canvasElement);
    await paste(api.getByLabelText('액세스 토큰'), fixtureGogTestTokens.access_token);
    await userEvent.selectOptions(api.getByRole('combobox', { name: 'API 종류' }), '직접 입력한 URL');
    const urlField = api.getByLabelText('API URL');
    await userEvent.click(api.getByRole('button', { name: 'API 호출' }));
    await expect(api.getByRole('alert')).toHaveTextContent(gogMessages.testUrlRequired);
    await expect(urlField).toHaveFocus();
    await expect(serverCalls).not.toHaveBeenCalledWith('POST', runGogApiTest.path);
    show(api.getByRole('button', { name: 'API 호출' }));
  },
};

export const ApiOwnedGames: Story = {
  name: 'API tester: owned games with their count',
  play: async ({ canvasElement }) => {
    const api = apiSection(canvasElement);
    await paste(api.getByLabelText('액세스 토큰'), fixtureGogTestTokens.access_token);
    await userEvent.selectOptions(api.getByRole('combobox', { name: 'API 종류' }), '보유 게임 목록');
    await userEvent.click(api.getByRole('button', { name: 'API 호출' }));
    const result = within(await api.findByRole('group', { name: 'API 호출 결과' }));
    await expect(result.getByText(`게임 ${fixtureGogTestOwnedGames.length}개를 불러왔습니다.`)).toBeVisible();
    await expect(result.getByText(`${fixtureGogTestOwnedGames.length}개`)).toBeVisible();
    await expect(result.getByText('보유 게임 목록')).toBeVisible();
    await expect(result.getByLabelText('응답 데이터')).toHaveTextContent('Disco Elysium');
    show(api.getByRole('group', { name: 'API 호출 결과' }));
  },
};

export const ApiUserInfo: Story = {
  name: 'API tester: user info (Enter submits)',
  play: async ({ canvasElement }) => {
    const api = apiSection(canvasElement);
    await paste(api.getByLabelText('액세스 토큰'), fixtureGogTestTokens.access_token);
    await userEvent.keyboard('{Enter}');
    const result = within(await api.findByRole('group', { name: 'API 호출 결과' }));
    await expect(result.getByText('shelf_tester 계정 정보를 불러왔습니다.')).toBeVisible();
    await expect(result.getByText('사용자 정보')).toBeVisible();
    await expect(result.getByLabelText('응답 데이터')).toHaveTextContent('"username": "shelf_tester"');
    show(api.getByRole('group', { name: 'API 호출 결과' }));
  },
};

export const ApiTokenExpired: Story = {
  name: 'API tester: GOG no longer accepts the token',
  parameters: { msw: { handlers: { gogTest: gogTestHandlers.tokenExpired } } },
  play: async ({ canvasElement }) => {
    const api = apiSection(canvasElement);
    await paste(api.getByLabelText('액세스 토큰'), 'expired-token');
    await userEvent.click(api.getByRole('button', { name: 'API 호출' }));
    const result = within(await api.findByRole('group', { name: 'API 호출 결과' }));
    await expect(result.getByText('실패')).toBeVisible();
    await expect(result.getByText(gogMessages.tokenExpired)).toBeVisible();
    show(api.getByRole('group', { name: 'API 호출 결과' }));
  },
};

export const ServerError: Story = {
  name: 'Server error (500) in every section',
  parameters: { msw: { handlers: { gogTest: gogTestHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    const login = section(canvasElement, /^1\. /);
    await expect(await login.findByRole('alert')).toHaveTextContent(commonMessages.internalError);
    await expect(login.getByRole('button', { name: '새 탭에서 GOG 로그인 열기' })).toBeDisabled();
    await expect(await section(canvasElement, /^3\. /).findByRole('alert')).toHaveTextContent(commonMessages.internalError);
    const exchange = exchangeSection(canvasElement);
    await paste(exchange.getByLabelText('로그인 후 주소 또는 인증 코드'), fixtureGogTestLoginUrl);
    await userEvent.click(exchange.getByRole('button', { name: '토큰으로 교환' }));
    await expect(await exchange.findByRole('alert')).toHaveTextContent(commonMessages.internalError);
    await expect(exchange.getByRole('button', { name: '토큰으로 교환' })).toBeEnabled();
    letGo();
  },
};
