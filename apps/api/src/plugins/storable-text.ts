import type { FastifyInstance } from 'fastify';
import { requestMessages } from '@gameshelf/contracts';
import { HttpError } from '../shared/http-error.ts';

/** NUL, or a high surrogate not followed by a low one, or a low one not after a high one. */
const UNSTORABLE = new RegExp(String.raw`\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]`);

/**
 * True when every string in `value` (at any depth) can be stored as sent: no NUL (PostgreSQL text
 * refuses it) and no lone surrogate (UTF-8 cannot hold one, so it would be saved as U+FFFD).
 */
export function isStorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !UNSTORABLE.test(value);
  if (depth > 32 || value === null || typeof value !== 'object') return true;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (!isStorableText(key, depth + 1) || !isStorableText((value as Record<string, unknown>)[key], depth + 1)) return false;
  }
  return true;
}

/**
 * Refuses, before validation, a request whose params, query or JSON body holds text that cannot be
 * stored as sent: a 400 with a Korean message, never a database error (a 500) after a partial write.
 */
export function registerStorableText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!isStorableText(request.params) || !isStorableText(request.query) || !isStorableText(request.body)) {
      throw new HttpError(400, requestMessages.invalidCharacters);
    }
  });
}
