import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { gogMessages } from '@gameshelf/contracts';
import { fixtureSupportContacts, gogHandlers, mockGogLoginSuccessUrl, mockGogLoginUrl, supportHandlers } from '@gameshelf/mocks';
import { setPopupOpener } from '../../../lib/popup-window.ts';
import { getStoryHistoryAction, getStoryLocation, withStoryProviders } from '../../../testing/story-providers.tsx';
import { signedInSession } from '../../../testing/story-session.ts';
import {
  CONNECT,
  CONNECTED_PATH,
  CONNECTING,
  GogConnectGuideScreen,
  INPUT_LABEL,
  OPEN_LOGIN,
  OPEN_LOGIN_IN_TAB,
} from './gog-connect-guide-screen.tsx';

/** The popup the guide would open; stories never open windows. Answers a window unless told it was blocked. */
const openPopup = fn<(url: string, name: string, features: string) => Window | null>();

const meta = {
  title: 'Screens/GOG/ConnectGuide',
  component: GogConnectGuideScreen,
  decorators: [withStoryProviders],
  beforeEach: () => {
    openPopup.mockReset();
    openPopup.mockReturnValue(window);
    const restoreOpener = setPopupOpener(openPopup);
    const resetSession = signedInSession()();
    return () => {
      restoreOpener();
      resetSession();
    };
  },
  parameters: {
    layout: 'fullscreen',
    route: { path: '/gog/connect/guide' },
    msw: { handlers: { supportContacts: supportHandlers.loaded } },
  },
} satisfies Meta<typeof GogConnectGuideScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each story its own mock link (the groups hold state). */
const gog = (group: keyof typeof gogHandlers = 'connect') => ({ msw: { handlers: { gog: gogHandlers[group] } } });
const messenger = fixtureSupportContacts.contacts.find((c) => c.kind === 'messenger')!;

const field = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: INPUT_LABEL });
const connectButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: CONNECT });

/** Keeps a toast on screen for the screenshot (the countdown pauses under the pointer). */
async function holdToast(message: string) {
  const toast = await within(document.body).findByText(message, { selector: '[data-slot="toast-message"]' }, { timeout: 3000 });
  await userEvent.hover(toast);
  return toast;
}

/** A stable screenshot: back to the top (clicks lower down scroll the page), no focus ring left behind by a button that waited. */
function settle() {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  window.scrollTo(0, 0);
}

/** The support link has arrived: the page is complete (a stable screenshot). */
const supportLink = (canvasElement: HTMLElement) => within(canvasElement).findByRole('link', { name: new RegExp(messenger.label) });

/** Pastes the address as a user would (typing it would take long), once the page is complete. */
async function paste(canvasElement: HTMLElement, text: string) {
  await supportLink(canvasElement);
  await userEvent.click(field(canvasElement));
  await userEvent.paste(text);
}

export const Empty: Story = {
  name: 'Guide: nothing pasted yet',
  parameters: gog(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'GOG 계정 연결' })).toBeVisible();
    const steps = within(canvas.getByRole('list', { name: 'GOG 계정 연결 순서' }));
    const items = steps.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('GOG 로그인 창 열기');
    await expect(items[1]).toHaveTextContent('하얀 페이지');
    await expect(items[2]).toHaveTextContent('URL 전체');
    // The two drawings, each described for screen readers.
    await expect(canvas.getByRole('img', { name: /하얀 화면/ })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /on_login_success\?origin=client&code=/ })).toBeVisible();
    await expect(field(canvasElement)).toHaveAttribute('rows', '4');
    await expect(field(canvasElement)).toHaveValue('');
    await expect(connectButton(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '이전으로' })).toBeEnabled();
    await expect(await supportLink(canvasElement)).toHaveAttribute('href', messenger.url);
  },
};

export const Dark: Story = { ...Empty, name: 'Guide: nothing pasted yet (dark)', parameters: gog(), globals: { theme: 'dark' } };

export const BlankSubmitted: Story = {
  name: 'Validation: only spaces, sent with Ctrl+Enter',
  parameters: gog(),
  play: async ({ canvasElement }) => {
    await paste(canvasElement, '   ');
    await expect(connectButton(canvasElement)).toBeDisabled();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await holdToast(gogMessages.inputRequired);
    await expect(getStoryLocation().pathname).toBe('/gog/connect/guide');
    settle();
  },
};

export const PopupOpened: Story = {
  name: 'Step 1: the login popup opens with a hint',
  parameters: gog(),
  play: async ({ canvasElement }) => {
    await supportLink(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: OPEN_LOGIN }));
    await holdToast(gogMessages.popupHint);
    await expect(openPopup).toHaveBeenCalledOnce();
    const [url, name, features] = openPopup.mock.calls[0]!;
    await expect(url).toBe(mockGogLoginUrl);
    await expect(name).toBe('gog-login');
    await expect(features).toMatch(/^width=600,height=700,/);
    await expect(within(canvasElement).queryByRole('link', { name: new RegExp(OPEN_LOGIN_IN_TAB) })).toBeNull();
    settle();
  },
};

export const PopupBlocked: Story = {
  name: 'Step 1: a blocked popup offers a link instead',
  parameters: gog(),
  play: async ({ canvasElement }) => {
    openPopup.mockReturnValue(null);
    await supportLink(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: OPEN_LOGIN }));
    await holdToast(gogMessages.popupBlocked);
    const link = await within(canvasElement).findByRole('link', { name: new RegExp(OPEN_LOGIN_IN_TAB) });
    await expect(link).toHaveAttribute('href', mockGogLoginUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    settle();
  },
};

export const PrepareFailed: Story = {
  name: 'Step 1: the login address fails',
  parameters: gog('authUrlError'),
  play: async ({ canvasElement }) => {
    await supportLink(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: OPEN_LOGIN }));
    await holdToast(gogMessages.connectPrepareFailed);
    await expect(openPopup).not.toHaveBeenCalled();
    settle();
  },
};

export const Connecting: Story = {
  name: 'Connecting: the button waits',
  parameters: gog('connectPending'),
  play: async ({ canvasElement }) => {
    await paste(canvasElement, mockGogLoginSuccessUrl);
    await expect(connectButton(canvasElement)).toBeEnabled();
    await userEvent.click(connectButton(canvasElement));
    const waiting = await within(canvasElement).findByRole('button', { name: CONNECTING });
    await expect(waiting).toBeDisabled();
    await expect(field(canvasElement)).toHaveAttribute('readonly');
    settle();
  },
};

export const Unsuccessful: Story = {
  name: 'Connect refused: the code was wrong or used',
  parameters: gog('connectInvalidCode'),
  play: async ({ canvasElement }) => {
    await paste(canvasElement, mockGogLoginSuccessUrl);
    await userEvent.click(connectButton(canvasElement));
    await holdToast(gogMessages.connectUnsuccessful(gogMessages.invalidCode));
    await expect(getStoryLocation().pathname).toBe('/gog/connect/guide');
    await expect(field(canvasElement)).toHaveValue(mockGogLoginSuccessUrl);
    settle();
  },
};

export const NoCode: Story = {
  name: 'Connect refused: no code in what was pasted',
  parameters: gog(),
  play: async ({ canvasElement }) => {
    await paste(canvasElement, 'https://embed.gog.com/on_login_success?origin=client');
    await userEvent.click(connectButton(canvasElement));
    await holdToast(gogMessages.connectUnsuccessful(gogMessages.noCodeFound));
    settle();
  },
};

export const Failed: Story = {
  name: 'Connect fails (500)',
  parameters: gog('connectError'),
  play: async ({ canvasElement }) => {
    await paste(canvasElement, mockGogLoginSuccessUrl);
    await userEvent.click(connectButton(canvasElement));
    await holdToast(gogMessages.connectFailed);
    await expect(connectButton(canvasElement)).toBeEnabled();
    settle();
  },
};

export const Unavailable: Story = {
  name: 'Connect fails: GOG out of reach (503)',
  parameters: gog('connectUnavailable'),
  play: async ({ canvasElement }) => {
    await paste(canvasElement, mockGogLoginSuccessUrl);
    await userEvent.click(connectButton(canvasElement));
    await holdToast(gogMessages.gogUnavailable);
    settle();
  },
};

export const Connected: Story = {
  name: 'Interaction: connected, on to my page',
  parameters: gog(),
  play: async ({ canvasElement }) => {
    await paste(canvasElement, `  ${mockGogLoginSuccessUrl}\n`);
    await userEvent.click(connectButton(canvasElement));
    await waitFor(() => expect(`${getStoryLocation().pathname}${getStoryLocation().search}`).toBe(CONNECTED_PATH));
    await expect(CONNECTED_PATH).toBe('/mypage?gogConnected=true');
    await expect(getStoryHistoryAction()).toBe('REPLACE');
    await holdToast(gogMessages.connectDone);
  },
};

export const Back: Story = {
  name: 'Interaction: back goes to the connect page',
  parameters: gog(),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '이전으로' }));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/gog/connect'));
  },
};
