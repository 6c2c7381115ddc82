import { createServer, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { completeSteamLink, getSteamLoginUrl, serveUploadedImage } from '@gameshelf/contracts';
import { startCheckedFront, type CheckedFront } from './checked-front.ts';

/** What the fake app answers next, whatever is asked. */
let answer: (res: ServerResponse) => void;
const json =
  (status: number, body: unknown, headers: Record<string, string | string[]> = {}) =>
  (res: ServerResponse) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(JSON.stringify(body));
  };

let app: Server;
let front: CheckedFront;
beforeAll(async () => {
  app = createServer((_req, res) => answer(res));
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  const address = app.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  answer = json(200, {});
  front = await startCheckedFront(`http://127.0.0.1:${address.port}`);
}, 60_000);
afterAll(async () => {
  await front?.stop();
  await new Promise((resolve) => app?.close(resolve));
});

/** The violations one call leaves. */
async function violationsOf(path: string, init: RequestInit = {}) {
  const before = front.violations().length;
  const response = await fetch(`${front.url}${path}`, { redirect: 'manual', ...init });
  await response.arrayBuffer();
  return { response, violations: front.violations().slice(before) };
}

const signedIn = { headers: { authorization: 'Bearer token' } };

describe('the checked front, through Prism', () => {
  beforeEach(() => {
    answer = json(200, { authUrl: 'https://steamcommunity.com/openid/login' });
  });

  it('passes an answer that keeps to the document', async () => {
    const { response, violations } = await violationsOf(getSteamLoginUrl.path, signedIn);
    expect(violations).toEqual([]);
    expect(await (await fetch(`${front.url}${getSteamLoginUrl.path}`, signedIn)).json()).toEqual({
      authUrl: 'https://steamcommunity.com/openid/login',
    });
    expect(response.status).toBe(200);
  });

  it('reports an undocumented field', async () => {
    answer = json(200, { authUrl: 'https://steamcommunity.com/openid/login', token: 'x' });
    const { violations } = await violationsOf(getSteamLoginUrl.path, signedIn);
    expect(violations).toHaveLength(1);
    expect(violations[0]!.detail).toContain('token');
  });

  it('reports a missing field', async () => {
    answer = json(200, {});
    const { violations } = await violationsOf(getSteamLoginUrl.path, signedIn);
    expect(violations.map((v) => v.detail).join('\n')).toContain('authUrl');
  });

  it('reports an undocumented status code', async () => {
    answer = json(409, { message: '이미 있어요' });
    const { violations } = await violationsOf(getSteamLoginUrl.path, signedIn);
    expect(violations.length).toBeGreaterThan(0);
    expect(violations[0]!.status).toBe(409);
  });

  it('reports a path the document does not have', async () => {
    const { violations } = await violationsOf('/api/not-documented', signedIn);
    expect(violations.length).toBeGreaterThan(0);
  });

  it('keeps each Set-Cookie header apart', async () => {
    answer = json(
      200,
      { authUrl: 'https://steamcommunity.com/openid/login' },
      {
        'set-cookie': ['a=1; Path=/; Expires=Fri, 27 Nov 2026 10:00:00 GMT', 'b=2; Path=/api; HttpOnly'],
      },
    );
    const { response, violations } = await violationsOf(getSteamLoginUrl.path, signedIn);
    expect(violations).toEqual([]);
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/; Expires=Fri, 27 Nov 2026 10:00:00 GMT', 'b=2; Path=/api; HttpOnly']);
  });
});

describe('the checked front, checking what skips Prism itself', () => {
  it("passes a signed-out call's documented 401", async () => {
    answer = json(401, { message: '로그인이 필요해요' });
    const { response, violations } = await violationsOf(getSteamLoginUrl.path);
    expect(violations).toEqual([]);
    expect(response.status).toBe(401);
  });

  it("reports an undocumented field in a signed-out call's answer", async () => {
    answer = json(401, { message: '로그인이 필요해요', stack: 'at ...' });
    const { violations } = await violationsOf(getSteamLoginUrl.path);
    expect(violations).toHaveLength(1);
    expect(violations[0]!.detail).toContain('stack');
  });

  it('hands a redirect on as it is', async () => {
    answer = (res) => {
      res.writeHead(302, { location: 'http://127.0.0.1/mypage?steamConnected=true' });
      res.end();
    };
    const { response, violations } = await violationsOf(`${completeSteamLink.path}?state=s`);
    expect(violations).toEqual([]);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://127.0.0.1/mypage?steamConnected=true');
  });

  it('reports a redirect endpoint answering an undocumented status', async () => {
    answer = json(500, { message: '오류' });
    const { violations } = await violationsOf(`${completeSteamLink.path}?state=s`);
    expect(violations).toHaveLength(1);
    expect(violations[0]!.detail).toContain('status 500 is not documented');
  });

  it('reports a redirect without its Location', async () => {
    answer = (res) => {
      res.writeHead(302);
      res.end();
    };
    const { violations } = await violationsOf(`${completeSteamLink.path}?state=s`);
    expect(violations.map((v) => v.detail)).toEqual([expect.stringContaining('Location')]);
  });

  it('passes an image on byte for byte, and reports a file answer of an undocumented type', async () => {
    const image = Buffer.from([0x52, 0x49, 0x46, 0x46, 0xff, 0x00, 0xd8, 0x80]);
    answer = (res) => {
      res.writeHead(200, { 'content-type': 'image/webp' });
      res.end(image);
    };
    const path = serveUploadedImage.path.replace('*', 'avatars/a.webp');
    const passed = await violationsOf(path);
    expect(passed.violations).toEqual([]);
    expect(Buffer.from(await (await fetch(`${front.url}${path}`)).arrayBuffer())).toEqual(image);

    answer = (res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<p>not an image</p>');
    };
    const { violations } = await violationsOf(path);
    expect(violations.map((v) => v.detail)).toEqual([expect.stringContaining('text/html body is not documented')]);
  });
});
