import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getHealth, listGames } from '@gameshelf/contracts';
import { buildTestApp, engines, type TestApp } from '../helper.ts';

const HANGUL = /[가-힣]/;

/**
 * Requests Node refuses before Fastify sees them (an address or headers over 16 KB, a request that is
 * not HTTP), sent over a real socket: inject() never reaches Node's parser. Each gets a Korean JSON body.
 */
describe('requests refused by the HTTP parser', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp(engines[0]!, { seed: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  /** Sends raw bytes and reads the whole answer (the server closes the connection after these). */
  const raw = (request: string) =>
    new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const [head = '', body = ''] = text.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), headers: head, body });
      });
      socket.write(request);
    });

  const expectKorean = (answer: { status: number; headers: string; body: string }) => {
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.headers).toMatch(/content-type: application\/json; charset=utf-8/i);
    const length = Number(/content-length: (\d+)/i.exec(answer.headers)?.[1]);
    expect(length).toBe(Buffer.byteLength(answer.body));
    const json = JSON.parse(answer.body) as { message: string };
    expect(json.message).toMatch(HANGUL);
    return json;
  };

  it('answers an address over 16 KB in Korean', async () => {
    const answer = await raw(`GET ${listGames.path}?q=${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer.status).toBe(431);
    expectKorean(answer);
  });

  it('answers headers over 16 KB in Korean', async () => {
    const answer = await raw(`GET ${listGames.path} HTTP/1.1\r\nHost: localhost\r\nCookie: ${'c'.repeat(17 * 1024)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expectKorean(answer);
  });

  it('answers a request that is not HTTP in Korean', async () => {
    const answer = await raw('HELLO\r\n\r\n');
    expect(answer.status).toBe(400);
    expectKorean(answer);
  });

  it('still answers an ordinary request through fetch', async () => {
    const res = await fetch(`http://127.0.0.1:${port}${getHealth.path}`);
    expect(res.status).toBeLessThan(500);
  });
});
