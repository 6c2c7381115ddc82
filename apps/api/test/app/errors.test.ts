import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonMessages } from '@gameshelf/contracts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

describe.each(engines)('error handling on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, {
      seed: false,
      configure: (app) => {
        app.get('/api/test-only/boom', async () => {
          throw new Error('secret connection string postgres://admin:hunter2@db');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('answers unknown /api routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: commonMessages.notFound });
  });

  it('answers a 500 without leaking the error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-only/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: commonMessages.internalError });
    expect(res.body).not.toContain('hunter2');
  });
});
