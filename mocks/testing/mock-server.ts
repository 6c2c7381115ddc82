import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import { makeAccessToken } from '../fixtures/users.ts';

const BASE = 'http://localhost';

/** The story user's bearer header (user 1). */
export const signedIn = { Authorization: `Bearer ${makeAccessToken({ userId: 1 })}` };

/**
 * A Node MSW server for a handler test file (unhandled requests fail), and `call` to send a JSON
 * request to it, signed in unless other headers are given.
 */
export function useMockServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = signedIn) =>
    fetch(`${BASE}${path}`, {
      method,
      headers: { ...headers, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  return { server, call };
}
