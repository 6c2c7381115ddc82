import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getHealth } from '@gameshelf/contracts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

describe.each(engines)('health on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, { seed: false });
  });
  afterAll(() => t.close());

  it('reports ok and the engine in use', async () => {
    const res = await t.app.inject({ method: 'GET', url: getHealth.path });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: engine.name });
  });
});
