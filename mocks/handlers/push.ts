import { HttpResponse, type JsonBodyType } from 'msw';
import {
  PushSubscriptionInputSchema,
  commonMessages,
  deletePushSubscription,
  getPushPublicKey,
  pushMessages,
  savePushSubscription,
  type ErrorBody,
} from '@gameshelf/contracts';
import { handle } from './endpoint.ts';

const json = <T extends JsonBodyType>(body: T, status = 200): HttpResponse<T> => HttpResponse.json(body, { status });

/** A VAPID public key's shape (65 bytes, base64url); stories never reach a push service. */
export const FIXTURE_VAPID_PUBLIC_KEY = `B${'A'.repeat(86)}`;

/** Web push: the key, and a device's subscription kept or removed (the body checked by the contract's schema). */
export const pushHandlers = {
  ok: [
    handle(getPushPublicKey, () => json({ publicKey: FIXTURE_VAPID_PUBLIC_KEY })),
    handle(savePushSubscription, async ({ request }) => {
      const parsed = PushSubscriptionInputSchema.safeParse(await request.json());
      if (!parsed.success) return json<ErrorBody>({ message: parsed.error.issues[0]?.message ?? commonMessages.invalidRequest }, 400);
      return json({ message: pushMessages.saved }, 201);
    }),
    handle(deletePushSubscription, () => json({ message: pushMessages.removed })),
  ],
  saveFails: [
    handle(getPushPublicKey, () => json({ publicKey: FIXTURE_VAPID_PUBLIC_KEY })),
    handle(savePushSubscription, () => json<ErrorBody>({ message: commonMessages.internalError }, 500)),
  ],
};
