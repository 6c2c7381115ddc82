import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import {
  listSteamGames,
  steamMessages,
  type Collection,
  type SteamLibraryGame,
  getCollection,
  listMyCollections,
  endpointPath,
} from '@gameshelf/contracts';
import { startFakeSteam, type FakeSteam } from '@gameshelf/test-fakes/steam-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { startBuiltServer, type RunningServer } from './server.ts';
import { apiGet, pathOf, signUp } from './users.ts';

const STEAM_ID = '76561198000000777';
/** Seconds between syncs on this server, so the test can sync twice (the default is 180). */
const COOLDOWN_SECONDS = 3;

let steam: FakeSteam;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  steam = await startFakeSteam();
  steam.addAccount({
    steamId: STEAM_ID,
    personaName: '이투이 플레이어',
    games: [
      { appid: 620, name: 'Portal 2', playtimeForever: 2_550 },
      { appid: 367520, name: 'Hollow Knight', playtimeForever: 2_710 },
      { appid: 413150, name: 'Stardew Valley', playtimeForever: 0 },
      { appid: 1145360, name: 'Hades: Battle Out of Hell', playtimeForever: 3_120 },
      { appid: 598190, name: 'Hollow Knight - Official Soundtrack', playtimeForever: 0 },
    ],
  });
  server = await startBuiltServer({
    env: { NODE_ENV: 'development', STORE_SYNC_COOLDOWN_SECONDS: String(COOLDOWN_SECONDS), ...steam.env },
  });
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await steam?.close();
});

const item = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Steam 게임 목록' }).getByRole('listitem').filter({ hasText: name });

async function syncLibrary(page: Page) {
  await page
    .getByRole('region', { name: /Steam 동기화|동기화/ })
    .getByRole('button', { name: /동기화/ })
    .first()
    .click();
  await expect.poll(() => page.getByRole('list', { name: 'Steam 게임 목록' }).getByRole('listitem').count(), { timeout: 20_000 }).toBe(5);
}

describe('Steam on the production build, against the fake Steam', () => {
  it('links, syncs, fixes a game by hand, fills a new collection, and keeps it all through a re-sync', async () => {
    const page = await signUp(browser, server.baseUrl, 'steam_e2e', '스팀유저');
    const { baseUrl } = server;

    // A collection to fill, made first.
    await page.goto(`${baseUrl}/collection/new`);
    await page.getByLabel('컬렉션 이름').fill('스팀 서재');
    await page.getByRole('button', { name: '만들기' }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/collection');

    // My page → connect → Steam's sign-in page (the fake) → back through our callback.
    await page.goto(`${baseUrl}/mypage`);
    await page.getByRole('link', { name: /Steam/ }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/steam/connect');
    await page.getByRole('button', { name: 'Steam 계정 연결하기' }).click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toContain(steam.openIdUrl);
    await page.getByRole('button', { name: new RegExp(STEAM_ID) }).click();
    await expect.poll(() => pathOf(page), { timeout: 20_000 }).toBe('/steam/library');
    await expect.poll(() => page.getByText(steamMessages.connectedToast).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => new URL(page.url()).search).toBe('');

    // Sync: store ids and titles map four games; the soundtrack and Steam's long Hades title wait.
    await syncLibrary(page);
    const synced = await apiGet<SteamLibraryGame[]>(page, listSteamGames.path);
    expect(
      synced
        .filter((g) => g.mapped)
        .map((g) => g.steamName)
        .sort(),
    ).toEqual(['Hollow Knight', 'Portal 2', 'Stardew Valley']);
    await expect.poll(() => item(page, 'Hades: Battle Out of Hell').getByText('게임 정보 준비 중').count()).toBe(1);

    // Fix Hades by hand from the suggestions.
    await item(page, 'Hades: Battle Out of Hell')
      .getByRole('button', { name: /게임 찾기/ })
      .click();
    const sheet = page.getByRole('dialog', { name: '게임 정보 찾기' });
    await expect.poll(() => sheet.textContent(), { timeout: 10_000 }).toMatch(/Hades|하데스/);
    await sheet
      .getByRole('button', { name: /^(Hades|하데스) 선택$/ })
      .first()
      .click();
    await expect.poll(() => item(page, 'Hades: Battle Out of Hell').getByText('게임 정보 준비 중').count(), { timeout: 10_000 }).toBe(0);

    // Every mapped game into the new collection, in one go.
    await page.getByRole('button', { name: '여러 개 담기' }).click();
    const bar = page.getByRole('group', { name: '여러 게임 담기' });
    await bar.getByRole('button', { name: '연결된 게임 모두 선택' }).click();
    await bar.getByRole('button', { name: '4개 컬렉션에 담기' }).click();
    await page
      .getByRole('dialog')
      .getByRole('list', { name: '내 컬렉션' })
      .getByRole('button', { name: /스팀 서재/ })
      .click();
    await expect.poll(() => page.getByText(steamMessages.bulkAdded(4, 0)).count(), { timeout: 10_000 }).toBeGreaterThan(0);

    const collections = await apiGet<{ id: number; name: string }[]>(page, listMyCollections.path);
    const shelfId = collections.find((c) => c.name === '스팀 서재')!.id;
    const shelf = await apiGet<Collection>(page, endpointPath(getCollection, { id: shelfId }));
    expect(shelf.games).toHaveLength(4);
    const hades = shelf.games.find((g) => g.gameName === 'Hades');
    expect(hades).toMatchObject({ playStatus: 'PLAYING', playtimeHours: 52 });

    // Play more, sync again after the cooldown: nothing the user did is lost, playtime moves on.
    steam.updateAccount(STEAM_ID, {
      games: [
        { appid: 620, name: 'Portal 2', playtimeForever: 2_550 },
        { appid: 367520, name: 'Hollow Knight', playtimeForever: 2_710 },
        { appid: 413150, name: 'Stardew Valley', playtimeForever: 0 },
        { appid: 1145360, name: 'Hades: Battle Out of Hell', playtimeForever: 3_300 },
        { appid: 598190, name: 'Hollow Knight - Official Soundtrack', playtimeForever: 0 },
      ],
    });
    await new Promise((resolve) => setTimeout(resolve, (COOLDOWN_SECONDS + 1) * 1000));
    await page.reload();
    await syncLibrary(page);
    // The list was full before the re-sync: wait for the new playtime rather than for the items.
    const hadesPlaytime = async () =>
      (await apiGet<SteamLibraryGame[]>(page, listSteamGames.path)).find((g) => g.steamAppId === 1145360)?.playtimeForever;
    await expect.poll(hadesPlaytime, { timeout: 20_000 }).toBe(3_300);
    const after = await apiGet<SteamLibraryGame[]>(page, listSteamGames.path);
    const hadesItem = after.find((g) => g.steamAppId === 1145360)!;
    expect(hadesItem).toMatchObject({ mapped: true, manuallyMapped: true, playtimeForever: 3_300, inCollection: true });
    expect(after.filter((g) => g.mapped)).toHaveLength(4);
    expect((await apiGet<Collection>(page, endpointPath(getCollection, { id: shelfId }))).games).toHaveLength(4);
  });
});
