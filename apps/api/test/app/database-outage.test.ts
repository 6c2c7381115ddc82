import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonMessages, getHealth, getSignedInUser } from '@gameshelf/contracts';
import { buildApp, type App } from '../../src/app.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { isDatabaseUnavailable, isRefusedValue } from '../../src/db/database-unavailable.ts';
import { bearer, devLogin } from '../auth-helpers.ts';
import { engines, type TestDatabase } from '../helper.ts';

/** A TCP hop to PostgreSQL that can be cut (every connection dropped, new ones refused) and mended. */
class Cable {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    const address = this.server.address();
    if (address && typeof address === 'object') this.port = address.port;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

const postgres = engines.find((engine) => engine.name === 'postgres');

/**
 * The database going away under a running app (a restart, a network cut): requests get a Korean 503
 * with Retry-After within the pool's connection timeout, never a 500 or a hang, and the app serves
 * again by itself once the database is back.
 */
describe.runIf(postgres)('database outage', () => {
  let server: TestDatabase;
  let cable: Cable;
  let database: Database;
  let app: App;

  beforeAll(async () => {
    server = await postgres!.open();
    const url = new URL(server.url!);
    cable = new Cable({ host: url.hostname, port: Number(url.port || 5432) });
    await cable.open();
    url.host = `127.0.0.1:${cable.port}`;
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2, connectionTimeoutMs: 1_000, onIdleClientError: () => {} });
    app = await buildApp({ database, isDevelopment: true });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await cable?.cut();
    await database?.close().catch(() => {});
    await server?.dispose();
  });

  it('answers 503 in Korean while the database is away, and serves again once it is back', async () => {
    const login = await devLogin(app, 'outage_user');
    const me = () => app.inject({ method: 'GET', url: getSignedInUser.path, headers: bearer(login.accessToken) });
    expect((await me()).statusCode).toBe(200);

    await cable.cut();
    for (const request of [me, () => app.inject({ method: 'GET', url: getHealth.path })]) {
      const started = Date.now();
      const res = await request();
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({ message: commonMessages.serviceUnavailable });
      expect(res.headers['retry-after']).toBe('5');
      // The pool's connection timeout (1 s here) bounds the wait: no hang.
      expect(Date.now() - started).toBeLessThan(10_000);
    }

    await cable.open();
    await expect.poll(async () => (await me()).statusCode, { timeout: 10_000 }).toBe(200);
  });
});

describe('database errors', () => {
  it('tells an unreachable database, and a value the database refused, from a bad query', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const wrapped = Object.assign(new Error('Failed query: select 1'), { cause: new Error('Connection terminated unexpectedly') });
    for (const error of [refused, shutdown, wrapped]) expect(isDatabaseUnavailable(error)).toBe(true);
    const syntax = Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' });
    const unique = Object.assign(new Error('duplicate key value'), { code: '23505' });
    for (const error of [syntax, unique, new Error('boom'), 'ECONNREFUSED']) expect(isDatabaseUnavailable(error)).toBe(false);
    const outOfRange = Object.assign(new Error('Failed query'), {
      cause: Object.assign(new Error('value "9999999999" is out of range for type integer'), { code: '22003' }),
    });
    expect(isRefusedValue(outOfRange)).toBe(true);
    for (const error of [syntax, unique, refused]) expect(isRefusedValue(error)).toBe(false);
  });
});
