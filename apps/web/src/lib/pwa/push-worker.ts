// The service worker's push handlers (issue 36), built to /push-worker.js and loaded by /sw.js with
// importScripts (lib/pwa/pwa-options.ts). The logic is in push-notification.ts.
import { openNotificationTarget, readPushData, showPush, type ClientsLike, type NotificationShower } from './push-notification.ts';

type ExtendableEvent = { waitUntil(promise: Promise<unknown>): void };
type PushEvent = ExtendableEvent & { data: { json(): unknown; text(): string } | null };
type NotificationClickEvent = ExtendableEvent & { notification: { data: unknown; close(): void } };
type WorkerScope = {
  location: { origin: string };
  registration: NotificationShower;
  clients: ClientsLike;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
};

const worker = globalThis as unknown as WorkerScope;

worker.addEventListener('push', (event) => {
  event.waitUntil(showPush(worker.registration, readPushData(event.data), worker.location.origin));
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openNotificationTarget(worker.clients, event.notification.data, worker.location.origin));
});
