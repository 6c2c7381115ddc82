import { describe, expect, it } from 'vitest';
import type { RenderPage } from '@gameshelf/contracts';
import { createRenderedPages } from '../../src/plugins/rendered-pages.ts';
import type { ApiRead } from '../../src/plugins/server-render.ts';

type ApiFetch = Parameters<RenderPage>[1];

/** A pretend API: what each path answers now, and every read made of it. */
function fakeApi(answers: Record<string, { status: number; body: string }>) {
  const reads: string[] = [];
  const fetch: ApiFetch = async (url) => {
    reads.push(url);
    const answer = answers[url] ?? { status: 404, body: '{"message":"없음"}' };
    return new Response(answer.body, { status: answer.status });
  };
  const read: ApiRead = async (url) => {
    const answer = await fetch(url);
    return { status: answer.status, body: Buffer.from(await answer.arrayBuffer()) };
  };
  return { answers, reads, fetch, read };
}

/** A render that reads `/api{path}` and writes its answer into the page, counting its calls. */
function readingRender(): { render: RenderPage; calls: string[] } {
  const calls: string[] = [];
  const render: RenderPage = async (url, fetch) => {
    calls.push(url);
    const answer = await fetch(`/api${url}`);
    if (!answer.ok) return null;
    return { html: `<p>${await answer.text()}</p>`, stateJson: '{}' };
  };
  return { render, calls };
}

describe('kept server renders', () => {
  it('answers a URL with its last render while its reads answer the same, sharing one check between visits', async () => {
    const api = fakeApi({ '/api/game/7': { status: 200, body: '{"name":"젤다"}' } });
    const { render, calls } = readingRender();
    const pages = createRenderedPages(render, api.read);
    const [first, second] = await Promise.all([pages('/game/7', api.fetch), pages('/game/7', api.fetch)]);
    expect(first).toEqual({ html: '<p>{"name":"젤다"}</p>', stateJson: '{}' });
    expect(second).toBe(first);
    expect(await pages('/game/7', api.fetch)).toBe(first);
    expect(calls).toEqual(['/game/7']);
    // The render's read, then one check of it for the later visit.
    expect(api.reads).toEqual(['/api/game/7', '/api/game/7']);
  });

  it('renders again as soon as a read answers differently: an edit, or a collection turned private', async () => {
    const api = fakeApi({
      '/api/game/7': { status: 200, body: '{"rating":4}' },
      '/api/collection/5': { status: 200, body: '{"name":"인생 게임"}' },
    });
    const { render, calls } = readingRender();
    const pages = createRenderedPages(render, api.read);
    await pages('/game/7', api.fetch);
    api.answers['/api/game/7'] = { status: 200, body: '{"rating":5}' };
    expect(await pages('/game/7', api.fetch)).toEqual({ html: '<p>{"rating":5}</p>', stateJson: '{}' });
    expect(await pages('/collection/5', api.fetch)).toEqual({ html: '<p>{"name":"인생 게임"}</p>', stateJson: '{}' });
    api.answers['/api/collection/5'] = { status: 403, body: '{"message":"비공개 컬렉션입니다."}' };
    expect(await pages('/collection/5', api.fetch)).toBeNull();
    expect(calls).toEqual(['/game/7', '/game/7', '/collection/5', '/collection/5']);
  });

  it('renders again when a check cannot read, and keeps nothing of a render that failed', async () => {
    const api = fakeApi({ '/api/notices': { status: 200, body: '[]' } });
    let fail = false;
    const calls: string[] = [];
    let apiDown = false;
    const pages = createRenderedPages(
      async (url, fetch) => {
        calls.push(url);
        if (fail) throw new Error('render failed');
        return { html: await (await fetch('/api/notices')).text(), stateJson: '{}' };
      },
      (url) => (apiDown ? Promise.reject(new Error('connection refused')) : api.read(url)),
    );
    await pages('/notices', api.fetch);
    const down: ApiFetch = () => Promise.reject(new Error('connection refused'));
    apiDown = true;
    fail = true;
    await expect(pages('/notices', down)).rejects.toThrow('render failed');
    apiDown = false;
    // With the API back, the first render still matches its reads: served without rendering.
    expect(await pages('/notices', api.fetch)).toEqual({ html: '[]', stateJson: '{}' });
    expect(calls).toHaveLength(2);
    api.answers['/api/notices'] = { status: 200, body: '[{"id":1}]' };
    fail = false;
    expect(await pages('/notices', api.fetch)).toEqual({ html: '[{"id":1}]', stateJson: '{}' });
    expect(calls).toHaveLength(3);
  });
});
