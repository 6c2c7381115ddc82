import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginData } from '@gameshelf/contracts';
import { startPrism } from '../../../../tests/contract-check/prism-proxy.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';
import {
  type GeneratedRequest,
  isMalformed,
  isZod,
  nastyString,
  nastyValue,
  requestArbitrary,
  shapeKeys,
  takesInput,
  takesString,
} from './malformed-requests.ts';

/** Generated requests per route through Prism (the full run, 10,500 requests, goes through inject()). */
const PER_ROUTE = 30;
/** A fixed seed: the same requests every run, so a run through Prism is as repeatable as the document. */
const SEED = 20_261_127;

type Found = { location?: string[]; severity?: string; message?: string };

/**
 * Requests left to the inject() run: Prism never answers a path holding an encoded control character
 * (`%00`-`%1F`, `%7F`) or a JSON body that is a bare value (`null`, `false`, ...), and resets the connection
 * of a body over the limit; and an empty path parameter (`/api/users//profile`)
 * names another route (`/api/users/profile`) while Prism still checks the answer against this one.
 */
const prismCanRead = (request: GeneratedRequest): boolean => {
  const path = request.url.split('?')[0]!;
  if (/%(?:[01][0-9A-F]|7F)/i.test(path) || /\/\/|\/$/.test(path)) return false;
  if (request.body.kind === 'oversize') return false;
  return !(request.body.kind === 'json' && (typeof request.body.value !== 'object' || request.body.value === null));
};

/** What Prism found wrong with an exchange: its `sl-violations` header, or its own error answer. */
async function problemsOf(response: Response): Promise<Found[]> {
  const header = response.headers.get('sl-violations');
  if (header) return JSON.parse(header) as Found[];
  const text = await response.text();
  return text.includes('https://stoplight.io/prism/errors#') ? [{ message: text.slice(0, 1000) }] : [];
}

/**
 * The generated-input suite's requests again, through Prism validating against the published OpenAPI
 * document (tests/contract-check/prism-proxy.ts). Malformed requests break the document by design, so
 * Prism forwards them (no `--errors`) and only the answers must match it: every status documented, every
 * body of the documented shape. Well-formed requests with hostile text must match on both sides.
 */
describe('generated input through Prism', () => {
  let t: TestApp;
  let prism: Awaited<ReturnType<typeof startPrism>>;
  let user: LoginData;
  let admin: LoginData;
  beforeAll(async () => {
    t = await buildTestApp(engines[0]!, { app: { isDevelopment: true, adminUsernames: ['prism_admin'] } });
    user = await devLogin(t.app, 'prism_user');
    admin = await devLogin(t.app, 'prism_admin');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    prism = await startPrism(address, { development: true, errors: false });
  }, 120_000);
  afterAll(async () => {
    await prism?.stop();
    await t?.close();
  });

  /**
   * One exchange through Prism, given up after 10 s: an input Prism cannot take fails the test by name
   * instead of holding the suite.
   */
  async function throughPrism(url: string, init: RequestInit): Promise<{ status: number; problems: Found[] }> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(
          new Error(
            `Prism gave no answer in 10 s: ${init.method} ${url.slice(0, 300)} ${typeof init.body === 'string' ? init.body.slice(0, 300) : ''}`,
          ),
        );
      }, 10_000);
    });
    try {
      return await Promise.race([
        (async () => {
          const response = await fetch(`${prism.url}${url}`, { ...init, signal: controller.signal });
          return { status: response.status, problems: await problemsOf(response) };
        })(),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  const tokenFor = (auth: string | null) => (auth === 'admin' ? admin.accessToken : auth === 'user' ? user.accessToken : undefined);

  it('answers generated malformed requests only as the document says', async () => {
    for (const route of t.app.routeInventory) {
      const token = tokenFor(route.auth);
      const malformedOnly = takesInput(route);
      const requests = requestArbitrary(route, { hasBodySchema: isZod(route.schema.body) });
      await fc.assert(
        fc.asyncProperty(
          (malformedOnly ? requests.filter((request) => isMalformed(route, request)) : requests).filter(prismCanRead),
          async (request) => {
            const { status, problems } = await throughPrism(request.url, {
              method: request.method,
              headers: {
                ...(token ? bearer(token) : {}),
                ...(request.body.kind === 'none' ? {} : { 'content-type': request.body.contentType }),
              },
              body: request.body.kind === 'none' ? undefined : request.body.text,
            });
            const answerProblems = problems.filter((found) => found.location?.[0] !== 'request');
            expect(answerProblems, `${route.method} ${route.url} <- ${request.url.slice(0, 200)}: ${status}`).toEqual([]);
          },
        ),
        { numRuns: PER_ROUTE, seed: SEED, endOnFailure: true },
      );
    }
  }, 600_000);

  it('takes well-formed requests with hostile text and answers them as the document says', async () => {
    const routes = t.app.routeInventory.filter((route) => route.method !== 'GET' && isZod(route.schema.body));
    for (const route of routes) {
      const token = tokenFor(route.auth);
      const keys = shapeKeys(route.schema.body);
      const fields = Object.fromEntries(keys.map((key) => [key, takesString(route.schema.body, key) ? nastyString() : nastyValue()]));
      await fc.assert(
        fc.asyncProperty(fc.record(fields, { requiredKeys: [] }), async (body) => {
          if (!isZod(route.schema.body) || !route.schema.body.safeParse(body).success) return;
          const { status, problems } = await throughPrism(route.url.replace(/:([a-zA-Z]+)/g, '1'), {
            method: route.method,
            headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
          expect(problems, `${route.method} ${route.url} <- ${JSON.stringify(body).slice(0, 200)}: ${status}`).toEqual([]);
        }),
        { numRuns: 10, seed: SEED, endOnFailure: true },
      );
    }
  }, 600_000);
});
