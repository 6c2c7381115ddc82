import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { collectionMessages, commonMessages, steamMessages } from '@gameshelf/contracts';
import { collectionHandlers, fixtureSteamLibrary, makeSteamLibraryGame, steamHandlers, steamHandlersFor } from '@gameshelf/mocks';
import { setSyncClock } from '../../../entities/store-library/sync-cooldown.ts';
import { getStoryHistoryAction, getStoryLocation, withStoryProviders } from '../../../testing/story-providers.tsx';
import { signedInSession } from '../../../testing/story-session.ts';
import { steamGameTitle } from '../lib/library-view.ts';
import { DISCONNECT_DESCRIPTION } from './steam-disconnect-dialog.tsx';
import { truncatedControlLabels } from '../../../testing/truncation.ts';
import { narrowestViewport } from '../../../testing/viewports.ts';
import { UNMAPPED_TEXT } from './steam-game-item.tsx';
import { SteamLibraryScreen } from './steam-library-screen.tsx';

/** A fixed instant: the cooldown countdown holds still for the screenshots. */
const FROZEN_NOW = Date.parse('2026-11-20T09:31:00.000Z');

const meta = {
  title: 'Screens/Steam/Library',
  component: SteamLibraryScreen,
  decorators: [withStoryProviders],
  beforeEach: () => {
    const restoreClock = setSyncClock(() => FROZEN_NOW);
    const resetSession = signedInSession()();
    return () => {
      restoreClock();
      resetSession();
    };
  },
  parameters: {
    layout: 'fullscreen',
    route: { path: '/steam/library' },
    msw: { handlers: { collections: collectionHandlers.loaded } },
  },
} satisfies Meta<typeof SteamLibraryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/**
 * Each story gets its own mock library: the handler groups hold state (a sync, a mapping, an add),
 * and a group given in `meta` would be shared by every story of the file.
 */
const steam = (group: keyof typeof steamHandlers = 'loaded') => ({ msw: { handlers: { steam: steamHandlers[group] } } });
const mapped = fixtureSteamLibrary.filter((g) => g.mapped);
const unmapped = fixtureSteamLibrary.filter((g) => !g.mapped);
const game = (id: number) => fixtureSteamLibrary.find((g) => g.id === id)!;

/** The list's items, once loaded. */
const items = async (canvasElement: HTMLElement) =>
  Array.from((await within(canvasElement).findByRole('list', { name: 'Steam 게임 목록' }, { timeout: 5000 })).children) as HTMLElement[];

const syncButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: '동기화' });

/** Keeps a toast on screen for the screenshot (the countdown pauses under the pointer). */
async function holdToast(message: string) {
  const toast = await body().findByText(message, { selector: '[data-slot="toast-message"]' }, { timeout: 3000 });
  await userEvent.hover(toast);
  return toast;
}

/** Back to the top for the screenshot (clicks lower down scroll the page). */
const toTop = () => window.scrollTo(0, 0);

async function search(canvasElement: HTMLElement, text: string) {
  const field = within(canvasElement).getByRole('searchbox', { name: 'Steam 게임 검색' });
  await userEvent.type(field, text);
  await userEvent.keyboard('{Enter}');
}

export const Loaded: Story = {
  name: 'Mapped and unmapped games',
  parameters: steam(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await items(canvasElement);
    await expect(list).toHaveLength(fixtureSteamLibrary.length);
    // Mapped first, by playtime: Counter-Strike 2 has the most hours but is not mapped.
    await expect(list.slice(0, mapped.length).every((li) => li.dataset.mapped === 'true')).toBe(true);
    await expect(list[0]).toHaveTextContent('발더스 게이트 3');
    await expect(list[mapped.length]).toHaveTextContent('Counter-Strike 2');
    // A mapped game: its page, its Steam name under the Korean one, whole hours.
    await expect(within(list[0]!).getByRole('link')).toHaveAttribute('href', '/game/4');
    await expect(list[1]).toHaveTextContent('ELDEN RING');
    await expect(list[1]).toHaveTextContent('플레이 141시간');
    // An unmapped game: no link, '게임 정보 준비 중', a way to find it.
    const unmappedItem = list[mapped.length]!;
    await expect(within(unmappedItem).queryByRole('link')).toBeNull();
    await expect(unmappedItem).toHaveTextContent(UNMAPPED_TEXT);
    await expect(within(unmappedItem).getByRole('button', { name: 'Counter-Strike 2 게임 찾기' })).toBeVisible();
    // Stats, the view filter (all), the sort (playtime), the sync control.
    const stats = within(await canvas.findByRole('region', { name: 'Steam 라이브러리 통계' }));
    await expect(stats.getByText('12개')).toBeVisible();
    await expect(stats.getByText('8개')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: '보기' })).toHaveValue('all');
    await expect(canvas.getByRole('combobox', { name: '정렬' })).toHaveValue('playtime');
    await expect(await canvas.findByText('마지막 동기화 2026.11.20 18:30')).toBeVisible();
    await expect(syncButton(canvasElement)).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '연결끊기' })).toBeVisible();
    // Header and bottom navigation are hidden on Steam pages (spec 3 §2.1).
    await expect(canvas.queryByRole('navigation', { name: '주 메뉴' })).toBeNull();
  },
};

export const Dark: Story = { ...Loaded, name: 'Mapped and unmapped games (dark)', parameters: steam(), globals: { theme: 'dark' } };

export const PlaytimeWords: Story = {
  name: 'Playtime in words: never played, under an hour, whole hours',
  parameters: {
    msw: {
      handlers: {
        steam: steamHandlersFor({
          library: [
            makeSteamLibraryGame({ id: 201, steamAppId: 413150, steamName: 'Stardew Valley', playtimeForever: 0 }, 6),
            makeSteamLibraryGame({ id: 202, steamAppId: 1145360, steamName: 'Hades', playtimeForever: 45 }, 5),
            makeSteamLibraryGame({ id: 203, steamAppId: 367520, steamName: 'Hollow Knight', playtimeForever: 125 }, 7),
            makeSteamLibraryGame({ id: 204, steamAppId: 730, steamName: 'Counter-Strike 2', playtimeForever: 0 }),
          ],
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const [hollowKnight, hades, stardew, unmappedGame] = await items(canvasElement);
    // Each line says 플레이 once: a never-played game reads '플레이 기록 없음', not '플레이 플레이 기록 없음'.
    await expect(within(hollowKnight!).getByText('플레이 2시간')).toBeVisible();
    await expect(within(hades!).getByText('플레이 1시간 미만')).toBeVisible();
    await expect(within(stardew!).getByText('플레이 기록 없음')).toBeVisible();
    await expect(within(unmappedGame!).getByText('플레이 기록 없음')).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('플레이 플레이');
  },
};

export const Loading: Story = {
  parameters: steam('loading'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(commonMessages.loading)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: 'Library fails to load',
  parameters: steam('error'),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', undefined, { timeout: 5000 });
    await expect(alert).toHaveTextContent(steamMessages.loadFailed);
    await expect(within(alert).getByRole('button', { name: commonMessages.retry })).toBeVisible();
  },
};

export const Empty: Story = {
  name: 'Library empty: never synced',
  parameters: steam('empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('아직 불러온 Steam 게임이 없어요')).toBeVisible();
    await expect(canvas.getByText('아직 동기화하지 않았어요')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '지금 동기화하기' })).toBeEnabled();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

export const FirstSync: Story = {
  name: 'Interaction: the first sync fills the library',
  parameters: steam('empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '지금 동기화하기' }));
    await expect(await items(canvasElement)).toHaveLength(fixtureSteamLibrary.length);
    await expect(canvas.getByText('12개 중 8개의 게임 정보를 연결했어요 (66.7%)')).toBeVisible();
    // The 3-minute cooldown starts: counted down from the server's 180 s.
    await expect(await canvas.findByText('3분 후 다시 동기화할 수 있어요. 동기화는 3분마다 가능합니다.')).toBeVisible();
    await expect(syncButton(canvasElement)).toBeDisabled();
    await holdToast(steamMessages.synced(12, 8));
  },
};

export const Syncing: Story = {
  parameters: steam('syncing'),
  play: async ({ canvasElement }) => {
    await items(canvasElement);
    await userEvent.click(syncButton(canvasElement));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '동기화 중...' })).toBeDisabled();
    await expect(canvas.getByText('Steam에서 게임 목록을 불러오고 있어요...')).toBeVisible();
  },
};

export const Cooldown: Story = {
  name: 'Cooldown: counted down from the stats',
  parameters: steam('cooldown'),
  play: async ({ canvasElement }) => {
    await items(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2분 5초 후 다시 동기화할 수 있어요. 동기화는 3분마다 가능합니다.')).toBeVisible();
    await expect(syncButton(canvasElement)).toBeDisabled();
  },
};

export const CooldownRefused: Story = {
  name: 'Sync refused: too soon (429)',
  parameters: steam('cooldownOnSync'),
  play: async ({ canvasElement }) => {
    await items(canvasElement);
    await userEvent.click(syncButton(canvasElement));
    // The server's words, in the toast and on the card; the stats now count the cooldown down.
    await holdToast(steamMessages.cooldown(3));
    const canvas = within(canvasElement);
    await expect(canvas.getByText(steamMessages.cooldown(3))).toBeVisible();
    await expect(await canvas.findByText('2분 5초 후 다시 동기화할 수 있어요. 동기화는 3분마다 가능합니다.')).toBeVisible();
  },
};

export const SyncFailed: Story = {
  name: 'Sync fails',
  parameters: steam('syncError'),
  play: async ({ canvasElement }) => {
    await items(canvasElement);
    await userEvent.click(syncButton(canvasElement));
    await holdToast(steamMessages.syncFailed);
    await expect(within(canvasElement).getByText(steamMessages.syncFailed)).toBeVisible();
  },
};

export const SteamUnavailable: Story = {
  name: 'Sync fails: Steam out of reach (503)',
  parameters: steam('unavailable'),
  play: async ({ canvasElement }) => {
    await items(canvasElement);
    await userEvent.click(syncButton(canvasElement));
    await holdToast(steamMessages.steamUnavailable);
  },
};

export const PrivateProfile: Story = {
  name: 'Sync finds a private profile: to the guide',
  parameters: steam('privateProfile'),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '지금 동기화하기' }));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/steam/profile-private'));
  },
};

export const NotLinked: Story = {
  name: 'Sync without a linked account: to connect',
  parameters: steam('notLinked'),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '지금 동기화하기' }));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/steam/connect'));
    await holdToast(steamMessages.notLinked);
  },
};

export const Connected: Story = {
  name: 'Just linked: the success toast, query cleared',
  parameters: { ...steam('empty'), route: { path: '/steam/library', initialEntry: '/steam/library?connected=true' } },
  play: async ({ canvasElement }) => {
    await holdToast(steamMessages.connectedToast);
    await waitFor(() => expect(getStoryLocation().search).toBe(''));
    await expect(getStoryHistoryAction()).toBe('REPLACE');
    await expect(await within(canvasElement).findByText('아직 불러온 Steam 게임이 없어요')).toBeVisible();
  },
};

export const Search: Story = {
  name: 'Interaction: search by the Korean or the Steam name',
  parameters: steam(),
  play: async ({ canvasElement }) => {
    await items(canvasElement);
    await search(canvasElement, '  SOULS ');
    await waitFor(async () => expect(await items(canvasElement)).toHaveLength(1));
    await expect((await items(canvasElement))[0]).toHaveTextContent('DARK SOULS™ III');
    const field = within(canvasElement).getByRole('searchbox', { name: 'Steam 게임 검색' });
    await userEvent.clear(field);
    await search(canvasElement, '엘든');
    await waitFor(async () => expect(await items(canvasElement)).toHaveLength(1));
    await expect((await items(canvasElement))[0]).toHaveTextContent('엘든 링');
    await expect(within(canvasElement).getByText('1개 게임')).toBeVisible();
  },
};

export const SearchNoResults: Story = {
  name: 'Search with no results',
  parameters: steam(),
  play: async ({ canvasElement }) => {
    await items(canvasElement);
    await search(canvasElement, '젤다');
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('검색 결과가 없습니다')).toBeVisible();
    await expect(canvas.getByText('0개 게임')).toBeVisible();
  },
};

export const FilterUnmapped: Story = {
  name: 'Interaction: only games still being prepared',
  parameters: steam(),
  play: async ({ canvasElement }) => {
    await items(canvasElement);
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: '보기' }), '정보 준비 중인 게임');
    await waitFor(async () => expect(await items(canvasElement)).toHaveLength(unmapped.length));
    for (const item of await items(canvasElement)) await expect(item).toHaveTextContent(UNMAPPED_TEXT);
  },
};

export const SortByName: Story = {
  name: 'Interaction: sort by name, mapped still first',
  parameters: steam(),
  play: async ({ canvasElement }) => {
    await items(canvasElement);
    await userEvent.selectOptions(within(canvasElement).getByRole('combobox', { name: '정렬' }), '이름순');
    const byName = (list: typeof fixtureSteamLibrary) =>
      list.map(steamGameTitle).sort((a, b) => a.localeCompare(b, 'ko', { sensitivity: 'base', numeric: true }));
    await waitFor(async () => {
      const list = await items(canvasElement);
      await expect(list[0]).toHaveTextContent(byName(mapped)[0]!);
      await expect(list[mapped.length]).toHaveTextContent(byName(unmapped)[0]!);
    });
  },
};

export const Suggestions: Story = {
  name: 'Suggestions sheet open',
  parameters: steam(),
  play: async ({ canvasElement }) => {
    await items(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: `${game(110).steamName} 게임 찾기` }));
    const sheet = within(await body().findByRole('dialog', { name: '게임 정보 찾기' }, { timeout: 5000 }));
    const list = await sheet.findByRole('list', { name: '추천 게임' });
    const candidates = within(list).getAllByRole('listitem');
    await expect(candidates).toHaveLength(3);
    await expect(candidates[0]).toHaveTextContent('다크 소울 III');
    await expect(candidates[0]).toHaveTextContent('일치도 높음');
    await expect(candidates[1]).toHaveTextContent('일치도 보통');
    await expect(candidates[2]).toHaveTextContent('일치도 낮음');
    await expect(sheet.getByRole('button', { name: '다크 소울 III 선택' })).toBeEnabled();
    toTop();
  },
};

export const ChooseSuggestion: Story = {
  name: 'Interaction: choose a suggestion',
  parameters: steam(),
  play: async ({ canvasElement }) => {
    await items(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: `${game(110).steamName} 게임 찾기` }));
    const sheet = within(await body().findByRole('dialog', { name: '게임 정보 찾기' }, { timeout: 5000 }));
    await userEvent.click(await sheet.findByRole('button', { name: '다크 소울 III 선택' }));
    await holdToast(steamMessages.mappingSaved);
    await waitFor(() => expect(body().queryByRole('dialog', { name: '게임 정보 찾기' })).toBeNull());
    const link = await within(canvasElement).findByRole('link', { name: /다크 소울 III/ });
    await expect(link).toHaveAttribute('href', '/game/29');
    toTop();
  },
};

export const SuggestionsNone: Story = {
  name: 'Suggestions: nothing similar',
  parameters: steam(),
  play: async ({ canvasElement }) => {
    await items(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Wallpaper Engine 게임 찾기' }));
    const sheet = within(await body().findByRole('dialog', { name: '게임 정보 찾기' }, { timeout: 5000 }));
    await expect(await sheet.findByText('비슷한 게임을 찾지 못했어요')).toBeVisible();
    toTop();
  },
};

export const SuggestionsFailed: Story = {
  name: 'Suggestions fail: the mapping error',
  parameters: steam('suggestionsError'),
  play: async ({ canvasElement }) => {
    await items(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: `${game(111).steamName} 게임 찾기` }));
    const sheet = within(await body().findByRole('dialog', { name: '게임 정보 찾기' }, { timeout: 5000 }));
    const alert = await sheet.findByRole('alert', undefined, { timeout: 5000 });
    await expect(alert).toHaveAttribute('data-category', 'mapping');
    await expect(alert).toHaveTextContent('게임 정보를 연결하지 못했습니다');
    await expect(within(alert).getByRole('button', { name: commonMessages.retry })).toBeVisible();
    toTop();
  },
};

export const NoMatch: Story = {
  name: 'Interaction: a wrong match set to no match',
  parameters: steam(),
  play: async ({ canvasElement }) => {
    await items(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '엘든 링 더보기' }));
    await userEvent.click(await body().findByRole('menuitem', { name: '일치하는 게임 없음' }));
    await holdToast(steamMessages.mappingRemoved);
    await waitFor(async () => {
      const list = await items(canvasElement);
      const elden = list.find((li) => li.textContent?.includes('ELDEN RING'))!;
      await expect(elden).toHaveAttribute('data-mapped', 'false');
      await expect(elden).toHaveTextContent(UNMAPPED_TEXT);
    });
    toTop();
  },
};

export const AddOne: Story = {
  name: 'Interaction: add one game to a collection',
  parameters: steam(),
  play: async ({ canvasElement }) => {
    await items(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '스타듀 밸리 컬렉션에 추가' }));
    const sheet = within(await body().findByRole('dialog', { name: '컬렉션에 추가' }, { timeout: 5000 }));
    await userEvent.click(await sheet.findByRole('button', { name: /^빈 선반\s?에 추가/ }));
    await holdToast(steamMessages.addedToCollection);
    await expect(await within(canvasElement).findByRole('button', { name: '스타듀 밸리 컬렉션에 추가 (담긴 컬렉션 있음)' })).toBeVisible();
    toTop();
  },
};

export const AddOneAlreadyThere: Story = {
  name: 'Add one: collections holding the game are marked',
  parameters: steam(),
  play: async ({ canvasElement }) => {
    await items(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '엘든 링 컬렉션에 추가 (담긴 컬렉션 있음)' }));
    const sheet = within(await body().findByRole('dialog', { name: '컬렉션에 추가' }, { timeout: 5000 }));
    await expect(await sheet.findByRole('button', { name: /^인생 게임 .*추가됨$/ })).toBeDisabled();
    await expect(sheet.getByRole('link', { name: '새 컬렉션 만들기' })).toHaveAttribute('href', '/collection/new');
    toTop();
  },
};

export const BulkAdd: Story = {
  name: 'Interaction: add every mapped game at once',
  parameters: steam(),
  play: async ({ canvasElement }) => {
    await items(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '여러 개 담기' }));
    // Only mapped games can be chosen.
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(mapped.length);
    await userEvent.click(canvas.getByRole('button', { name: '연결된 게임 모두 선택' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Portal 2 선택' }));
    await userEvent.click(canvas.getByRole('button', { name: `${mapped.length - 1}개 컬렉션에 담기` }));
    const sheet = within(await body().findByRole('dialog', { name: `게임 ${mapped.length - 1}개를 컬렉션에 추가` }, { timeout: 5000 }));
    await userEvent.click(await sheet.findByRole('button', { name: /^인생 게임\s?에 추가/ }));
    // Elden Ring, Baldur's Gate 3 and Hades are on that shelf already.
    await holdToast(steamMessages.bulkAdded(4, 3));
    await waitFor(() => expect(canvas.queryByRole('checkbox')).toBeNull());
    toTop();
  },
};

export const BulkSelecting: Story = {
  name: 'Bulk add: choosing games',
  parameters: steam(),
  play: async ({ canvasElement }) => {
    await items(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '여러 개 담기' }));
    await expect(canvas.getByRole('button', { name: '담을 게임을 골라주세요' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: '하데스 선택' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '할로우 나이트 선택' }));
    await expect(canvas.getByRole('button', { name: '2개 컬렉션에 담기' })).toBeEnabled();
    toTop();
  },
};

export const BulkAddNarrowest: Story = {
  name: 'Bulk add at 320 px: the bar fits the screen, labels in full',
  parameters: steam(),
  globals: narrowestViewport,
  play: async ({ canvasElement }) => {
    await items(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '여러 개 담기' }));
    const bar = canvas.getByRole('group', { name: '여러 게임 담기' });
    const fits = async () => {
      for (const button of within(bar).getAllByRole('button')) {
        const box = button.getBoundingClientRect();
        await expect(box.left, button.textContent ?? '').toBeGreaterThanOrEqual(0);
        await expect(box.right, button.textContent ?? '').toBeLessThanOrEqual(window.innerWidth);
      }
      await expect(truncatedControlLabels(bar)).toEqual([]);
    };
    await fits();
    await userEvent.click(canvas.getByRole('checkbox', { name: '하데스 선택' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '할로우 나이트 선택' }));
    await expect(canvas.getByRole('button', { name: '2개 컬렉션에 담기' })).toBeEnabled();
    await fits();
    toTop();
  },
};

export const Disconnect: Story = {
  name: 'Disconnect: asked to confirm',
  parameters: steam(),
  play: async ({ canvasElement }) => {
    await items(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '연결끊기' }));
    const dialog = await body().findByRole('alertdialog', { name: steamMessages.disconnectConfirm });
    await expect(dialog).toHaveTextContent(DISCONNECT_DESCRIPTION);
    // The dialog moves focus in an effect, which may run after the next paint.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '취소' })).toHaveFocus());
  },
};

export const Disconnected: Story = {
  name: 'Interaction: disconnect, then my page',
  parameters: steam(),
  play: async ({ canvasElement }) => {
    await items(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '연결끊기' }));
    const dialog = within(await body().findByRole('alertdialog', { name: steamMessages.disconnectConfirm }));
    await userEvent.click(dialog.getByRole('button', { name: '연결끊기' }));
    await waitFor(() => expect(getStoryLocation().pathname).toBe('/mypage'));
    await holdToast(steamMessages.disconnected);
  },
};

export const DisconnectFailed: Story = {
  name: 'Disconnect fails',
  parameters: steam('writeError'),
  play: async ({ canvasElement }) => {
    await items(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '연결끊기' }));
    const dialog = within(await body().findByRole('alertdialog', { name: steamMessages.disconnectConfirm }));
    await userEvent.click(dialog.getByRole('button', { name: '연결끊기' }));
    await holdToast(steamMessages.disconnectFailed);
    await expect(getStoryLocation().pathname).toBe('/steam/library');
  },
};

export const AddFailed: Story = {
  name: 'Add one fails',
  parameters: steam('writeError'),
  play: async ({ canvasElement }) => {
    await items(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '할로우 나이트 컬렉션에 추가' }));
    const sheet = within(await body().findByRole('dialog', { name: '컬렉션에 추가' }, { timeout: 5000 }));
    await userEvent.click(await sheet.findByRole('button', { name: /^빈 선반\s?에 추가/ }));
    await holdToast(collectionMessages.addGameFailed);
    toTop();
  },
};

export const WishlistImport: Story = {
  name: 'Interaction: Steam wishlist import, then nothing new',
  parameters: { msw: { handlers: { steam: steamHandlersFor() } } },
  play: async () => {
    const card = within(await body().findByRole('region', { name: 'Steam 찜 목록' }));
    await userEvent.click(card.getByRole('button', { name: steamMessages.wishlistImportButton }));
    await expect(
      await card.findByText(
        'Steam 찜 목록에서 4개 게임을 위시리스트에 추가했습니다. (이미 있던 1개, 게임셸프에 없는 1개는 건너뛰었습니다.)',
      ),
    ).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: steamMessages.wishlistImportButton }));
    await expect(await card.findByText('새로 추가할 게임이 없습니다. (이미 있던 5개, 게임셸프에 없는 1개)')).toBeVisible();
  },
};

export const WishlistImportPrivate: Story = {
  name: 'Interaction: Steam wishlist import of a private profile',
  parameters: { msw: { handlers: { steam: steamHandlersFor({ wishlistImport: 'private' }) } } },
  play: async () => {
    const card = within(await body().findByRole('region', { name: 'Steam 찜 목록' }));
    await userEvent.click(card.getByRole('button', { name: steamMessages.wishlistImportButton }));
    await expect(await card.findByText(steamMessages.wishlistPrivate)).toBeVisible();
  },
};
