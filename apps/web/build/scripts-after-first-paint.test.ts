import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { loadScriptsAfterFirstPaint, scriptLoader } from './scripts-after-first-paint.ts';

const BUILT =
  '<html><head><script>/* theme */</script>' +
  '<link rel="modulepreload" crossorigin href="/assets/query-1.js">\n' +
  '<link rel="modulepreload" crossorigin href="/assets/cn-2.js">\n' +
  '<script type="module" crossorigin src="/assets/index-3.js"></script>\n' +
  '<link rel="stylesheet" crossorigin href="/assets/index-4.css"></head><body><div id="root"></div></body></html>';

const transform = (html: string) => loadScriptsAfterFirstPaint(html);

/** Runs the loader against a stand-in document: what it appends, once a frame has painted. */
function runLoader(code: string, routeChunks: string | null) {
  const appended: { tag: string; rel?: string; href?: string; src?: string; type?: string; crossOrigin?: string }[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    createElement: (tag: string) => ({ tag }),
    getElementById: (id: string) => (id === 'route-chunks' && routeChunks !== null ? { textContent: routeChunks } : null),
    head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
    body: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
  };
  runInNewContext(code, {
    document,
    requestAnimationFrame: (frame: () => void) => frames.push(frame),
    setTimeout: (timer: () => void) => timers.push(timer),
  });
  /**
   * Runs the timers, and the ones they set, in order (each is a task of its own in a browser): how many
   * elements each of those tasks appended.
   */
  const runTimers = () => {
    const perTask: number[] = [];
    while (timers.length > 0) {
      const before = appended.length;
      timers.shift()!();
      perTask.push(appended.length - before);
    }
    return perTask;
  };
  return { appended, frames, runTimers };
}

describe('scriptsAfterFirstPaint', () => {
  it('takes the entry and its preloads out of the page and puts the loader at the end of the body', () => {
    const { html, tags } = transform(BUILT);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<script>/* theme */</script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-4.css">');
    expect(tags).toEqual([
      { tag: 'script', children: scriptLoader('/assets/index-3.js', ['/assets/query-1.js', '/assets/cn-2.js']), injectTo: 'body' },
    ]);
  });

  it('loads nothing before a frame has painted, then the entry, then its preloads and the route chunks', () => {
    const { tags } = transform(BUILT);
    const { appended, frames, runTimers } = runLoader(tags[0]!.children as string, '["/assets/game-5.js"]');
    expect(appended).toEqual([]);
    frames.forEach((frame) => frame());
    expect(appended).toEqual([]);
    expect(runTimers()).toEqual([1, 3]);
    expect(appended).toEqual([
      { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-3.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/query-1.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/cn-2.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/game-5.js' },
    ]);
  });

  it("asks for the entry's and the route's many chunks a few per task, all of them, in order", () => {
    const entryChunks = Array.from({ length: 6 }, (_, i) => `/assets/entry-${i}.js`);
    const chunks = Array.from({ length: 20 }, (_, i) => `/assets/chunk-${i}.js`);
    const { appended, frames, runTimers } = runLoader(scriptLoader('/assets/index-3.js', entryChunks), JSON.stringify(chunks));
    frames.forEach((frame) => frame());
    // The entry alone in the first task, then the 26 chunks in tasks of at most 4.
    expect(runTimers()).toEqual([1, 4, 4, 4, 4, 4, 4, 2]);
    expect(appended.slice(1).map((element) => element.href)).toEqual([...entryChunks, ...chunks]);
  });

  it('still loads the entry on a page without route chunks or with an unreadable block', () => {
    for (const block of [null, 'not json']) {
      const { appended, frames, runTimers } = runLoader(scriptLoader('/assets/index-3.js', []), block);
      frames.forEach((frame) => frame());
      runTimers();
      expect(appended).toEqual([{ tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-3.js' }]);
    }
  });

  it('refuses a page without a module entry (a build this plugin does not know)', () => {
    expect(() => transform('<html><body></body></html>')).toThrow('no module entry script');
  });
});
