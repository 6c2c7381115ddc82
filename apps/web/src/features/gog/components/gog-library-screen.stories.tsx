import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { commonMessages, gogMessages } from '@gameshelf/contracts';
import { collectionHandlers, fixtureGogLibrary, GOG_SYNC_REFUSED_MESSAGE, gogHandlers, gogProfileHandlers } from '@gameshelf/mocks';
import { setBrowserConfirm } from '../../../lib/browser-confirm.ts';
import { setSyncClock } from '../../../entities/store-library/sync-cooldown.ts';
import { getStoryHistoryAction, getStoryLocation, withStoryProviders } from '../../../testing/story-providers.tsx';
import { signedInSession } from '../../../testing/story-session.ts';
import { gogGameTitle } from '../lib/library-view.ts';
import { GogLibraryScreen } from './gog-library-screen.tsx';

/** A fixed instant, ten minutes after the fixture library's last sync: countdowns hold still for the screenshots. */
const FROZEN_NOW = Date.parse('2026-11-20T09:40:00.000Z');

/** The browser's confirm for 연결끊기; stories answer it (yes unless told otherwise). */
const confirmDisconnect = fn<(message: string) => boolean>();

const meta = {
  title: 'Screens/GOG/Library',
  component: GogLibraryScreen,
  decorators: [withStoryProviders],
  beforeEach: () => {
    confirmDisconnect.mockReset();
    confirmDisconnect.mockReturnValue(true);
    const restoreConfirm = setBrowserConfirm(confirmDisconnect);
    const restoreClock = setSyncClock(() => FROZEN_NOW);
    const resetSession = signedInSession()();
    return () => {
      restoreConfirm();
      restoreClock();
      resetSession();
    };
  },
  parameters: {
    layout: 'fullscreen',
    route: { path: '/gog/library' },
    msw: { handlers: { collections: collectionHandlers.loaded } },
  },
} satisfies Meta<typeof GogLibraryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/**
 * Each story gets its own mock library (the handler groups hold state), and the own profile with GOG
 * linked: by default synced ten minutes before the frozen clock, so no cooldown from it.
 */
const gog = (group: keyof typeof gogHandlers = 'loaded', profile = gogProfileHandlers.linked) => ({
  msw: { handlers: { gog: gogHandlers[group], profile } },
});
const mapped = fixtureGogLibrary.filter((g) => g.mapped);
const unmapped = fixtureGogLibrary.filter((g) => !g.mapped);

/** The grid's cards, once loaded. */
const cards = async (canvasElement: HTMLElement) =>
  Array.from((await within(canvasElement).findByRole('list', { name: 'GOG 게임 목록' }, { timeout: 5000 })).children) as HTMLElement[];

const syncButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: gogMessages.sync });
const banner = (canvasElement: HTMLElement) => within(canvasElement).queryByRole('region', { name: gogMessages.authExpiredBanner });

/** Keeps a toast on screen for the screenshot (the countdown pauses under the pointer). */
async function holdToast(message: string) {
  const toast = await body().findByText(message, { selector: '[data-slot="toast-message"]' }, { timeout: 3000 });
  await userEvent.hover(toast);
  return toast;
}

/** A stable screenshot: back to the top (clicks lower down scroll the page), no focus ring left on a button that waited. */
function settle() {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  window.scrollTo(0, 0);
}

async function search(canvasElement: HTMLElement, text: string) {
  const field = within(canvasElement).getByRole('searchbox', { name: 'GOG 게임 검색' });
  await userEvent.type(field, text);
  await userEvent.keyboard('{Enter}');
}

export const Loaded: Story = {
  name: 'Mapped and unmapped games',
  parameters: gog(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await cards(canvasElement);
    await expect(list).toHaveLength(fixtureGogLibrary.length);
    await expect(canvas.getByRole('heading', { level: 1, name: 'GOG 게임관리' })).toBeVisible();
    // Mapped first, by title: 더 위쳐 3 leads; the unmapped follow by GOG's title.
    await expect(list.slice(0, mapped.length).every((li) => li.dataset.mapped === 'true')).toBe(true);
    await expect(list.slice(mapped.length).every((li) => li.dataset.mapped === 'false')).toBe(true);
    // A mapped card: its page (cover and title), the display name, the release date, the add button.
    const witcher = within(list[0]!);
    await expect(witcher.getByRole('link')).toHaveAttribute('href', '/game/9');
    await expect(witcher.getByRole('link')).toHaveTextContent('더 위쳐 3: 와일드 헌트');
    await expect(witcher.getByText('2015.05.19 출시')).toBeVisible();
    const add = witcher.getByRole('button', { name: '더 위쳐 3: 와일드 헌트 컬렉션에 추가' });
    await expect(add).toHaveAttribute('title', gogMessages.addToCollection);
    await expect(add).toHaveAttribute('data-in-collection', 'false');
    // Baldur's Gate 3 is on a shelf already: the green button.
    const collected = canvas.getByRole('button', { name: '발더스 게이트 3 컬렉션에 추가됨' });
    await expect(collected).toHaveAttribute('title', gogMessages.inCollection);
    await expect(collected).toHaveAttribute('data-in-collection', 'true');
    // An unmapped card: GOG's title, '게임 정보 준비 중', no link, no button.
    const heroes = within(list[mapped.length]!);
    await expect(list[mapped.length]).toHaveTextContent(unmapped.map(gogGameTitle).sort()[0]!);
    await expect(heroes.getByText(gogMessages.unmapped)).toBeVisible();
    await expect(heroes.queryByRole('link')).toBeNull();
    await expect(heroes.queryByRole('button')).toBeNull();
    // The count, the sort, the sync card; no banner.
    await expect(canvas.getByText('10개 게임')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: '정렬' })).toHaveValue('title');
    await expect(canvas.getByRole('searchbox', { name: 'GOG 게임 검색' })).toHaveAttribute('placeholder', gogMessages.searchPlaceholder);
    // The stats answer on their own schedule, after the list may have.
    await expect(await canvas.findByText('마지막 동기화 2026.11.20 18:30')).toBeVisible();
    await expect(syncButton(canvasElement)).toBeEnabled();
    await expect(banner(canvasElement)).toBeNull();
    await expect(canvas.getByRole('button', { name: '연결끊기' })).toBeVisible();
    // Header and bottom navigation are hidden on GOG pages (spec 3 §2.1).
    await expect(canvas.queryByRole('navigation', { name: '주 메뉴' })).toBeNull();
  },
};

export const Dark: Story = { ...Loaded, name: 'Mapped and unmapped games (dark)', parameters: gog(), globals: { theme: 'dark' } };

export const Loading: Story = {
  parameters: gog('loading'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(commonMessages.loading)).toBeVisible();
    await expect(within(canvasElement).queryByText(/개 게임$/)).toBeNull();
  },
};

export const LoadFailed: Story = {
  name: 'Library fails to load',
  parameters: gog('error'),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', undefined, { timeout: 5000 });
    await expect(alert).toHaveTextContent(gogMessages.libraryLoadFailed);
    await expect(within(alert).getByRole('button', { name: commonMessages.retry })).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'No GOG games yet',
  parameters: gog('empty', gogProfileHandlers.neverSynced),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(gogMessages.noGames)).toBeVisible();
    await expect(canvas.getByText('동기화를 누르면 GOG 라이브러리의 게임을 불러와요.')).toBeVisible();
    await expect(canvas.getByText('아직 동기화하지 않았어요')).toBeVisible();
    await expect(canvas.getByText('0개 게임')).toBeVisible();
  },
};

export const Search: Story = {
  name: 'Interaction: search by GOG’s title or the Korean name',
  parameters: gog(),
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    await search(canvasElement, '  game of the YEAR ');
    await waitFor(async () => expect(await cards(canvasElement)).toHaveLength(1));
    await expect((await cards(canvasElement))[0]).toHaveTextContent('더 위쳐 3: 와일드 헌트');
    await userEvent.clear(within(canvasElement).getByRole('searchbox', { name: 'GOG 게임 검색' }));
    await search(canvasElement, '디스코');
    await waitFor(async () => expect(await cards(canvasElement)).toHaveLength(1));
    await expect(within(canvasElement).getByText('1개 게임')).toBeVisible();
  },
};

export const UnmappedCards: Story = {
  name: 'Unmapped games: dimmed, not links, a drawn cover when GOG has none',
  parameters: gog(),
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    await search(canvasElement, 'edition');
    await waitFor(async () => expect(await cards(canvasElement)).toHaveLength(4));
    const list = await cards(canvasElement);
    await expect(list.map((li) => li.dataset.mapped)).toEqual(['true', 'false', 'false', 'false']);
    await expect(list[1]).toHaveTextContent('Divinity: Original Sin 2 - Definitive Edition');
    await expect(list[1]!.querySelector('[data-slot="gog-cover-placeholder"]')).not.toBeNull();
    for (const card of list.slice(1)) {
      await expect(card).toHaveTextContent(gogMessages.unmapped);
      await expect(within(card).queryByRole('link')).toBeNull();
    }
    settle();
  },
};

export const UnmappedCardsDark: Story = { ...UnmappedCards, name: 'Unmapped games (dark)', parameters: gog(), globals: { theme: 'dark' } };

export const SearchNoResults: Story = {
  name: 'Search with no results',
  parameters: gog(),
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    await search(canvasElement, '젤다');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(gogMessages.noSearchResults)).toBeVisible();
    await expect(canvas.getByText('0개 게임')).toBeVisible();
    await expect(canvas.queryByText(gogMessages.noGames)).toBeNull();
  },
};

export const SortBySync: Story = {
  name: 'Interaction: sort by the latest sync, mapped still first',
  parameters: gog(),
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: '정렬' }), gogMessages.sortSync);
    await waitFor(async () => {
      const list = await cards(canvasElement);
      // Synced 2026-11-02: the last of the mapped; the unmapped still after every mapped one.
      await expect(list[mapped.length - 1]).toHaveTextContent('스타듀 밸리');
      await expect(list[mapped.length - 2]).toHaveTextContent('사이버펑크 2077');
      await expect(list.at(-1)).toHaveTextContent('Planescape: Torment: Enhanced Edition');
      await expect(list.slice(0, mapped.length).every((li) => li.dataset.mapped === 'true')).toBe(true);
    });
  },
};

export const Cooldown: Story = {
  name: 'Cooldown: pressing sync tells how long to wait',
  parameters: gog('cooldown'),
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2분 5초 후 다시 동기화할 수 있어요')).toBeVisible();
    // The button still responds, with the time left, and no call is made.
    await expect(syncButton(canvasElement)).toBeEnabled();
    await userEvent.click(syncButton(canvasElement));
    await holdToast('2분 5초 후 다시 동기화 가능합니다. 동기화는 3분마다 가능합니다.');
    await expect(syncButton(canvasElement)).toBeEnabled();
    settle();
  },
};

export const CooldownFromProfile: Story = {
  name: 'Cooldown: counted from the last sync until the stats arrive',
  parameters: {
    msw: {
      handlers: {
        // The stats never answer: until they do, the profile's last sync is all the screen has.
        gog: gogHandlers.statsPending,
        profile: gogProfileHandlers.syncedAt('2026-11-20T09:39:15.000Z'),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    // 180 − 45 seconds since the profile's last sync.
    await expect(await within(canvasElement).findByText('2분 15초 후 다시 동기화할 수 있어요')).toBeVisible();
    await userEvent.click(syncButton(canvasElement));
    await holdToast(gogMessages.cooldownClick(2, 15));
    settle();
  },
};

export const Syncing: Story = {
  parameters: gog('syncing'),
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    await userEvent.click(syncButton(canvasElement));
    const waiting = await within(canvasElement).findByRole('button', { name: gogMessages.syncing });
    await expect(waiting).toBeDisabled();
    await expect(within(canvasElement).getByRole('region', { name: '라이브러리 동기화' })).toHaveAttribute('aria-busy', 'true');
    settle();
  },
};

export const SyncDone: Story = {
  name: 'Interaction: the first sync fills the library',
  parameters: gog('empty', gogProfileHandlers.neverSynced),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(gogMessages.noGames);
    await userEvent.click(syncButton(canvasElement));
    const toast = await holdToast(gogMessages.syncDone);
    await expect(toast.parentElement).toHaveTextContent(gogMessages.syncDoneDescription(10, 6));
    await expect(await cards(canvasElement)).toHaveLength(fixtureGogLibrary.length);
    // The 3-minute cooldown starts, counted down from the server's 180 s.
    await expect(await canvas.findByText('3분 후 다시 동기화할 수 있어요')).toBeVisible();
    settle();
  },
};

export const SyncRefused: Story = {
  name: 'Sync answered success false: the server’s words',
  parameters: gog('syncRefused'),
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    await userEvent.click(syncButton(canvasElement));
    await holdToast(GOG_SYNC_REFUSED_MESSAGE);
    await expect(banner(canvasElement)).toBeNull();
    settle();
  },
};

export const SyncTooSoon: Story = {
  name: 'Sync refused: too soon (429)',
  parameters: gog('cooldownOnSync'),
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    await userEvent.click(syncButton(canvasElement));
    await holdToast(gogMessages.cooldown(3));
    // The stats now count the cooldown down.
    await expect(await within(canvasElement).findByText('2분 5초 후 다시 동기화할 수 있어요')).toBeVisible();
    settle();
  },
};

export const SyncFailed: Story = {
  name: 'Sync fails: GOG out of reach (503)',
  parameters: gog('unavailable'),
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    await userEvent.click(syncButton(canvasElement));
    const toast = await holdToast(gogMessages.syncFailed);
    await expect(toast.parentElement).toHaveTextContent(gogMessages.gogUnavailable);
    await expect(banner(canvasElement)).toBeNull();
    settle();
  },
};

export const AuthExpiredOnSync: Story = {
  name: 'Auth expired: a sync answers 401, the banner shows',
  parameters: gog('tokenExpired'),
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    await expect(banner(canvasElement)).toBeNull();
    await userEvent.click(syncButton(canvasElement));
    await holdToast(gogMessages.authExpired);
    const region = within(await within(canvasElement).findByRole('region', { name: gogMessages.authExpiredBanner }));
    await expect(region.getByText(gogMessages.authExpiredBannerBody)).toBeVisible();
    await expect(region.getByRole('link', { name: gogMessages.reauthenticate })).toHaveAttribute('href', '/gog/connect/guide');
    await expect(region.getByRole('button', { name: gogMessages.later })).toBeVisible();
    // Still signed in to the app: the 401 was GOG's.
    await expect(getStoryLocation().pathname).toBe('/gog/library');
    settle();
  },
};

export const AuthExpiredOnLoad: Story = {
  name: 'Auth expired: reported by the stats, dismissed with later',
  parameters: gog('authExpired'),
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    const region = await within(canvasElement).findByRole('region', { name: gogMessages.authExpiredBanner });
    await userEvent.click(within(region).getByRole('button', { name: gogMessages.later }));
    await waitFor(() => expect(banner(canvasElement)).toBeNull());
    // A sync finds it expired again: the banner is back.
    await userEvent.click(syncButton(canvasElement));
    await holdToast(gogMessages.authExpired);
    await expect(await within(canvasElement).findByRole('region', { name: gogMessages.authExpiredBanner })).toBeVisible();
    settle();
  },
};

export const Reauthenticate: Story = {
  name: 'Interaction: re-authenticate opens the guide',
  parameters: gog('authExpired'),
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: gogMessages.authExpiredBanner }, { timeout: 5000 });
    await userEvent.click(within(region).getByRole('link', { name: gogMessages.reauthenticate }));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/gog/connect/guide'));
  },
};

export const AddToCollection: Story = {
  name: 'Add to a collection: the picker',
  parameters: gog(),
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '발더스 게이트 3 컬렉션에 추가됨' }));
    const sheet = within(await body().findByRole('dialog', { name: '컬렉션에 추가' }, { timeout: 5000 }));
    await expect(sheet.getByText('‘발더스 게이트 3’ 게임을 담을 컬렉션을 골라주세요.')).toBeVisible();
    // The shelves that hold it already are marked and cannot be picked.
    await expect(await sheet.findByRole('button', { name: /^인생 게임 .*추가됨$/ })).toBeDisabled();
    await expect(sheet.getByRole('button', { name: /^빈 선반\s?에 추가/ })).toBeEnabled();
    settle();
  },
};

export const Added: Story = {
  name: 'Interaction: added to a collection, the button turns green',
  parameters: gog(),
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '사이버펑크 2077 컬렉션에 추가' }));
    const sheet = within(await body().findByRole('dialog', { name: '컬렉션에 추가' }, { timeout: 5000 }));
    await userEvent.click(await sheet.findByRole('button', { name: /^빈 선반\s?에 추가/ }));
    await holdToast(gogMessages.addedToCollection);
    await waitFor(() => expect(body().queryByRole('dialog', { name: '컬렉션에 추가' })).toBeNull());
    await expect(await within(canvasElement).findByRole('button', { name: '사이버펑크 2077 컬렉션에 추가됨' })).toBeVisible();
    settle();
  },
};

export const AddFailed: Story = {
  name: 'Add to a collection fails',
  parameters: gog('writeError'),
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '할로우 나이트 컬렉션에 추가' }));
    const sheet = within(await body().findByRole('dialog', { name: '컬렉션에 추가' }, { timeout: 5000 }));
    await userEvent.click(await sheet.findByRole('button', { name: /^빈 선반\s?에 추가/ }));
    await holdToast(gogMessages.addToCollectionFailed);
    settle();
  },
};

export const AlreadyInCollection: Story = {
  name: 'Add to a collection: already there (409)',
  parameters: gog(),
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    // Added once; the second add to the same shelf is answered 409.
    // Found again each time: the closed sheet gives the page back to assistive technology (aria-hidden
    // removed) in an effect clean-up, which may run a frame after the sheet has gone.
    const add = async () => userEvent.click(await within(canvasElement).findByRole('button', { name: /^할로우 나이트 컬렉션에 추가/ }));
    await add();
    let sheet = within(await body().findByRole('dialog', { name: '컬렉션에 추가' }, { timeout: 5000 }));
    await userEvent.click(await sheet.findByRole('button', { name: /^빈 선반\s?에 추가/ }));
    await holdToast(gogMessages.addedToCollection);
    await waitFor(() => expect(body().queryByRole('dialog', { name: '컬렉션에 추가' })).toBeNull());
    await add();
    sheet = within(await body().findByRole('dialog', { name: '컬렉션에 추가' }, { timeout: 5000 }));
    // The collections mock does not hear of the GOG add: the shelf is still offered, and the server refuses.
    await userEvent.click(await sheet.findByRole('button', { name: /^빈 선반\s?에 추가/ }));
    await holdToast(gogMessages.alreadyInCollection);
    settle();
  },
};

export const Disconnected: Story = {
  name: 'Interaction: disconnect after the browser’s confirm, then my page',
  parameters: gog(),
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '연결끊기' }));
    await expect(confirmDisconnect).toHaveBeenCalledWith(gogMessages.disconnectConfirm);
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/mypage'));
    await holdToast(gogMessages.disconnected);
  },
};

export const DisconnectCancelled: Story = {
  name: 'Disconnect: cancelled at the confirm',
  parameters: gog(),
  play: async ({ canvasElement }) => {
    confirmDisconnect.mockReturnValue(false);
    await cards(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '연결끊기' }));
    await expect(confirmDisconnect).toHaveBeenCalledOnce();
    await expect(getStoryLocation().pathname).toBe('/gog/library');
    await expect(body().queryByText(gogMessages.disconnected)).toBeNull();
    await expect(await cards(canvasElement)).toHaveLength(fixtureGogLibrary.length);
    settle();
  },
};

export const DisconnectFailed: Story = {
  name: 'Disconnect fails',
  parameters: gog('writeError'),
  play: async ({ canvasElement }) => {
    await cards(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '연결끊기' }));
    await holdToast(gogMessages.disconnectFailed);
    await expect(getStoryLocation().pathname).toBe('/gog/library');
    settle();
  },
};

export const Connected: Story = {
  name: 'Just linked: the success toast, query cleared',
  parameters: {
    ...gog('empty', gogProfileHandlers.neverSynced),
    route: { path: '/gog/library', initialEntry: '/gog/library?connected=true' },
  },
  play: async ({ canvasElement }) => {
    const toast = await holdToast(gogMessages.connectedToast);
    await expect(toast.parentElement).toHaveTextContent(gogMessages.connectedToastDescription);
    await waitFor(() => expect(getStoryLocation().search).toBe(''));
    await expect(getStoryHistoryAction()).toBe('REPLACE');
    await expect(await within(canvasElement).findByText(gogMessages.noGames)).toBeVisible();
  },
};

export const CoverFails: Story = {
  name: 'A cover that fails to load is hidden',
  parameters: gog(),
  play: async ({ canvasElement }) => {
    const list = await cards(canvasElement);
    // Divinity has no GOG image: the drawn placeholder; Disco Elysium has no catalog cover: GOG's image.
    const divinity = list.find((li) => li.textContent?.includes('Divinity'))!;
    await expect(divinity.querySelector('img')).toBeNull();
    await expect(divinity.querySelector('[data-slot="gog-cover-placeholder"]')).not.toBeNull();
    const disco = list.find((li) => li.textContent?.includes('디스코 엘리시움'))!;
    const image = disco.querySelector('img')!;
    await expect(image.getAttribute('src')).toBe(fixtureGogLibrary.find((g) => g.id === 203)!.gogImageUrl);
    // A broken image is dropped for the placeholder.
    image.dispatchEvent(new Event('error'));
    await waitFor(() => expect(disco.querySelector('img')).toBeNull());
    await expect(disco.querySelector('[data-slot="gog-cover-placeholder"]')).not.toBeNull();
  },
};
