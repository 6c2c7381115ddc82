import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getApiDocument } from '@gameshelf/contracts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

type Operation = { operationId: string; security: Array<Record<string, unknown>>; responses: Record<string, unknown> };
type Document = { openapi: string; info: { title: string }; paths: Record<string, Record<string, Operation>> };

const openApiPath = (url: string) => url.replace(/:([A-Za-z]\w*)/g, '{$1}').replace(/\*$/, '{path}');

describe.each(engines)('the API description ($name)', (engine) => {
  let production: TestApp;
  let development: TestApp;
  beforeAll(async () => {
    // As the server runs: with its maintenance file (none written, so no maintenance).
    const maintenance = { file: path.join(mkdtempSync(path.join(tmpdir(), 'gameshelf-openapi-')), 'maintenance.json'), checkEveryMs: 0 };
    production = await buildTestApp(engine, { seed: false, app: { maintenance } });
    development = await buildTestApp(engine, { seed: false, app: { isDevelopment: true, maintenance } });
  });
  afterAll(async () => {
    await production.close();
    await development.close();
  });

  const documentOf = async (t: TestApp): Promise<Document> => {
    const res = await t.app.inject({ method: 'GET', url: getApiDocument.path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return res.json<Document>();
  };

  it('is served as OpenAPI 3.1 at /api/openapi.json', async () => {
    const document = await documentOf(production);
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('게임셸프 API');
    expect(Object.keys(document.paths).length).toBeGreaterThan(0);
  });

  it.each([
    ['production', () => production],
    ['development', () => development],
  ])('describes every route of the %s inventory with its auth, and nothing the app does not serve', async (_name, app) => {
    const t = app();
    const document = await documentOf(t);
    const routes = t.app.routeInventory;
    for (const route of routes) {
      expect(route.endpoint, `${route.method} ${route.url} is not registered from a contract endpoint`).not.toBeNull();
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url} is missing from the document`).toBeDefined();
      const guestsAllowed = operation!.security.some((requirement) => Object.keys(requirement).length === 0);
      expect(guestsAllowed, `${route.method} ${route.url}: auth`).toBe(route.auth === null);
      if (route.auth) expect(Object.keys(operation!.responses)).toContain('401');
      if (route.auth === 'admin') expect(Object.keys(operation!.responses)).toContain('403');
    }
    const served = new Set(routes.map((route) => `${route.method} ${openApiPath(route.url)}`));
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(described.filter((operation) => !served.has(operation))).toEqual([]);
  });
});
