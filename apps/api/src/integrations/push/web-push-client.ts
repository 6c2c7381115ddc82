import webpush from 'web-push';
import { parseRetryAfter } from '../retry-after.ts';

/** The server's VAPID identity (RFC 8292): its P-256 key pair (base64url) and a contact (`mailto:` or `https:`). */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** A browser's subscription: its push service URL and the keys its messages are encrypted for. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * What became of one message: delivered; the subscription is gone (404, 410: delete it); worth trying
 * again later (429 with the service's wait, 5xx, no answer); or refused for good (another 4xx: a
 * message too big, a key the service does not take), which a retry would not change.
 */
export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'gone' }
  | { kind: 'retry'; status: number | null; retryAfterMs?: number }
  | { kind: 'refused'; status: number };

export type PushSendOptions = {
  /** Seconds the push service keeps the message for an offline device. */
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** Replaces an undelivered message of the same topic (32 base64url characters at most). */
  topic?: string;
};

export type WebPushClient = {
  send(target: PushTarget, payload: string, options: PushSendOptions): Promise<PushOutcome>;
};

/** A fresh VAPID key pair (base64url: the public key uncompressed, 65 bytes; the private key 32 bytes). */
export const generateVapidKeys = (): { publicKey: string; privateKey: string } => webpush.generateVAPIDKeys();

/**
 * Web push over the `web-push` library: each message encrypted for its subscription as `aes128gcm`
 * (RFC 8291 over RFC 8188) and signed with our VAPID key (RFC 8292), sent with its TTL and urgency.
 * The push service URL and the keys are the device's secrets: an outcome carries only a status, and
 * nothing here logs (the library's errors, which carry the endpoint, never leave this function).
 */
export function createWebPushClient(options: { vapid: VapidKeys; timeoutMs?: number }): WebPushClient {
  const vapidDetails = { ...options.vapid };
  return {
    async send(target, payload, sendOptions) {
      try {
        await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
          vapidDetails,
          contentEncoding: 'aes128gcm',
          TTL: sendOptions.ttlSeconds,
          urgency: sendOptions.urgency,
          ...(sendOptions.topic && { topic: sendOptions.topic }),
          timeout: options.timeoutMs ?? 10_000,
        });
        return { kind: 'sent' };
      } catch (error) {
        if (error instanceof webpush.WebPushError) {
          const status = error.statusCode;
          if (status === 404 || status === 410) return { kind: 'gone' };
          if (status === 429 || status >= 500) {
            const retryAfterMs = parseRetryAfter(headerValue(error.headers, 'retry-after') ?? null);
            return { kind: 'retry', status, ...(retryAfterMs !== null && { retryAfterMs }) };
          }
          return { kind: 'refused', status };
        }
        // No answer: refused connection, timeout, TLS failure.
        return { kind: 'retry', status: null };
      }
    },
  };
}

function headerValue(headers: unknown, name: string): string | undefined {
  if (!headers || typeof headers !== 'object') return undefined;
  const value = (headers as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined;
}
