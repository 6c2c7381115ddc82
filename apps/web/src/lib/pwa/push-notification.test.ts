import { describe, expect, it, vi } from 'vitest';
import { notificationOf, openNotificationTarget, readPushData, showPush, type WindowClientLike } from './push-notification.ts';

const ORIGIN = 'https://gameshelf.example';
const payload = { title: '위시리스트 게임이 할인 중이에요', body: '하데스: Steam에서 50% 할인', url: '/game/7', tag: 'notification-3' };

describe('the service worker on a push message', () => {
  it("shows the server's payload with our icon, its tag and where a click leads", async () => {
    const showNotification = vi.fn(() => Promise.resolve());
    await showPush({ showNotification }, readPushData({ json: () => payload, text: () => JSON.stringify(payload) }), ORIGIN);
    expect(showNotification).toHaveBeenCalledWith(payload.title, {
      body: payload.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'ko',
      tag: 'notification-3',
      data: { url: `${ORIGIN}/game/7` },
    });
  });

  it('shows something sensible for a message that is not our JSON, and never leads off our origin', () => {
    const text = readPushData({
      json: () => {
        throw new SyntaxError('not JSON');
      },
      text: () => '안녕하세요',
    });
    expect(notificationOf(text, ORIGIN)).toMatchObject({
      title: '게임셸프',
      options: { body: '안녕하세요', data: { url: `${ORIGIN}/notifications` } },
    });
    expect(notificationOf({ ...payload, url: 'https://evil.example/phish' }, ORIGIN).options.data.url).toBe(`${ORIGIN}/notifications`);
    expect(notificationOf({ ...payload, url: '//evil.example/x' }, ORIGIN).options.data.url).toBe(`${ORIGIN}/notifications`);
    expect(notificationOf(null, ORIGIN).options).not.toHaveProperty('tag');
  });
});

describe('the service worker on a notification click', () => {
  const windowAt = (url: string): WindowClientLike & { focus: ReturnType<typeof vi.fn>; navigate: ReturnType<typeof vi.fn> } => ({
    url,
    focus: vi.fn(() => Promise.resolve()),
    navigate: vi.fn(() => Promise.resolve()),
  });

  it('focuses a window already at the page', async () => {
    const at = windowAt(`${ORIGIN}/game/7`);
    const openWindow = vi.fn(() => Promise.resolve());
    await openNotificationTarget(
      { matchAll: () => Promise.resolve([windowAt(`${ORIGIN}/`), at]), openWindow },
      { url: `${ORIGIN}/game/7` },
      ORIGIN,
    );
    expect(at.focus).toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('brings a window of ours to the page, or opens one', async () => {
    const home = windowAt(`${ORIGIN}/`);
    const openWindow = vi.fn(() => Promise.resolve());
    await openNotificationTarget({ matchAll: () => Promise.resolve([home]), openWindow }, { url: `${ORIGIN}/game/7` }, ORIGIN);
    expect(home.navigate).toHaveBeenCalledWith(`${ORIGIN}/game/7`);
    await openNotificationTarget({ matchAll: () => Promise.resolve([]), openWindow }, { url: `${ORIGIN}/game/7` }, ORIGIN);
    expect(openWindow).toHaveBeenCalledWith(`${ORIGIN}/game/7`);
  });

  it('never opens another origin', async () => {
    const openWindow = vi.fn(() => Promise.resolve());
    await openNotificationTarget({ matchAll: () => Promise.resolve([]), openWindow }, { url: 'https://evil.example/' }, ORIGIN);
    expect(openWindow).toHaveBeenCalledWith(`${ORIGIN}/notifications`);
  });
});
