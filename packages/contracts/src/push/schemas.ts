import '../zod-config.ts';
import { z } from 'zod';
import { PUSH_ENDPOINT_MAX, pushAuthError, pushEndpointError, pushKeyError } from './values.ts';
import { pushMessages } from './messages.ts';

/** The server's VAPID public key (base64url), the browser's `applicationServerKey`. */
export const PushPublicKeySchema = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof PushPublicKeySchema>;

const ruled = (rule: (value: string) => string | null, message: string, max: number) =>
  z
    .string({ error: message })
    .max(max, { message })
    .superRefine((value, ctx) => {
      const error = rule(value);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    });

/** The browser's `PushSubscription.toJSON()`: its push service URL and the keys that encrypt for it. */
export const PushSubscriptionInputSchema = z.object({
  endpoint: ruled(pushEndpointError, pushMessages.invalidEndpoint, PUSH_ENDPOINT_MAX),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      p256dh: ruled(pushKeyError, pushMessages.invalidKey, 100),
      auth: ruled(pushAuthError, pushMessages.invalidAuth, 30),
    },
    { error: pushMessages.invalidKey },
  ),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

/** A subscription named by its push service URL (to remove it). */
export const PushSubscriptionRefSchema = z.object({
  endpoint: z.string({ error: pushMessages.invalidEndpoint }).min(1, { message: pushMessages.invalidEndpoint }).max(PUSH_ENDPOINT_MAX, {
    message: pushMessages.invalidEndpoint,
  }),
});
export type PushSubscriptionRef = z.infer<typeof PushSubscriptionRefSchema>;
