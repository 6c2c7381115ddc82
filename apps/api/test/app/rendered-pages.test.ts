import { describe, expect, it } from 'vitest';
import type { RenderPage } from '@gameshelf/contracts';
import { createRenderedPages } from '../../src/plugins/rendered-pages.ts';

/** A render that writes the URL into the page and counts its calls. */
function countingRender(): { render: RenderPage; calls: string[] } {
  const calls: string[] = [];
  const render: RenderPage = async (url) => {
    calls.push(url);
    await Promise.resolve();
    return { html: `<p>${url}</p>`, stateJson: '{}' };
  };
  return { render, calls };
}

const noFetch = () => Promise.reject(new Error('not called'));

describe('kept server renders', () => {
  it('renders a catalog page once for visits close together, and shares a render in progress', async () => {
    const { render, calls } = countingRender();
    const pages = createRenderedPages(render);
    const [first, second] = await Promise.all([pages('/game/7', noFetch), pages('/game/7', noFetch)]);
    expect(await pages('/game/7', noFetch)).toEqual(first);
    expect(second).toEqual(first);
    expect(calls).toEqual(['/game/7']);
    await pages('/game/7?review=3', noFetch);
    await pages('/games?keyword=젤다', noFetch);
    expect(calls).toEqual(['/game/7', '/game/7?review=3', '/games?keyword=젤다']);
  });

  it('renders collections and profiles on every visit (one turned private is never served kept)', async () => {
    const { render, calls } = countingRender();
    const pages = createRenderedPages(render);
    for (const url of ['/collection/5', '/collection/5', '/collection/public/5', '/collection/public/5', '/user/kim', '/user/kim']) {
      await pages(url, noFetch);
    }
    expect(calls).toHaveLength(6);
  });

  it('keeps nothing of a render that failed', async () => {
    let fail = true;
    const pages = createRenderedPages(async (url) => {
      if (fail) throw new Error('render failed');
      return { html: url, stateJson: '{}' };
    });
    await expect(pages('/notices', noFetch)).rejects.toThrow('render failed');
    fail = false;
    expect(await pages('/notices', noFetch)).toEqual({ html: '/notices', stateJson: '{}' });
  });
});
