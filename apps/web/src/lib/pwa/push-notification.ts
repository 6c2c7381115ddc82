// What the service worker does with a push message (issue 36), apart from the worker's globals so the
// logic is unit-tested: the server's payload `{title, body, url, tag}` (contract `PushPayload`) becomes a
// notification; a click opens or focuses its page, on our origin only. Imported only by push-worker.ts:
// the worker's script is one classic script with no imports (lib/pwa/pwa-options.ts loads it with
// importScripts).

/** What a shown notification carries: where a click leads (an absolute URL on our origin). */
export type PushNotificationData = { url: string };

/** The parts of the worker's APIs used here (the page's TypeScript lib has no worker types). */
export type NotificationShower = {
  showNotification(
    title: string,
    options: { body: string; icon: string; badge: string; tag?: string; lang: string; data: PushNotificationData },
  ): Promise<void>;
};
export type WindowClientLike = { url: string; focus(): Promise<unknown>; navigate?(url: string): Promise<unknown> };
export type ClientsLike = {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
};

export const PUSH_ICON = '/icons/icon-192.png';
const FALLBACK_TITLE = '게임셸프';
const FALLBACK_PATH = '/notifications';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** `url` resolved against our origin when it stays on it; null for another origin or no URL. */
export function sameOriginUrl(url: unknown, origin: string): string | null {
  if (typeof url !== 'string' || url === '') return null;
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? resolved.href : null;
  } catch {
    return null;
  }
}

/** A push message's data as JSON, or its text as the body, or nothing. */
export function readPushData(data: { json(): unknown; text(): string } | null | undefined): unknown {
  if (!data) return null;
  try {
    return data.json();
  } catch {
    return { body: data.text() };
  }
}

/** The notification a payload shows: its title and body, our icon, its tag, and where a click leads. */
export function notificationOf(payload: unknown, origin: string) {
  const fields = isRecord(payload) ? payload : {};
  const title = typeof fields.title === 'string' && fields.title.trim() !== '' ? fields.title : FALLBACK_TITLE;
  const body = typeof fields.body === 'string' ? fields.body : '';
  const url = sameOriginUrl(fields.url, origin) ?? `${origin}${FALLBACK_PATH}`;
  const tag = typeof fields.tag === 'string' && fields.tag !== '' ? fields.tag : undefined;
  return {
    title,
    options: { body, icon: PUSH_ICON, badge: PUSH_ICON, lang: 'ko', data: { url } satisfies PushNotificationData, ...(tag && { tag }) },
  };
}

/** Shows a push message's notification (a browser requires one per push). */
export function showPush(registration: NotificationShower, payload: unknown, origin: string): Promise<void> {
  const { title, options } = notificationOf(payload, origin);
  return registration.showNotification(title, options);
}

/**
 * A click on a notification: focuses a window already at its page, else brings one of ours there, else
 * opens one. A URL off our origin (never sent by our server) leads to the notifications page instead.
 */
export async function openNotificationTarget(clients: ClientsLike, data: unknown, origin: string): Promise<void> {
  const url = (isRecord(data) && sameOriginUrl(data.url, origin)) || `${origin}${FALLBACK_PATH}`;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const atPage = windows.find((client) => client.url === url);
  if (atPage) {
    await atPage.focus();
    return;
  }
  const ours = windows.find((client) => sameOriginUrl(client.url, origin) !== null && client.navigate !== undefined);
  if (ours?.navigate !== undefined) {
    await ours.focus();
    await ours.navigate(url);
    return;
  }
  await clients.openWindow(url);
}
