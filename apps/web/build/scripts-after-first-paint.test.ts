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

/** A first-screen picture of the stand-in document: its `decode()` settles when the test says. */
type Picture = { decode: () => Promise<void>; settle: (ok: boolean) => void };
function picture(): Picture {
  let settle: (ok: boolean) => void = () => {};
  const decoded = new Promise<void>((resolve, reject) => (settle = (ok) => (ok ? resolve() : reject(new Error('broken')))));
  return { decode: () => decoded, settle: (ok) => settle(ok) };
}

/** Runs the loader against a stand-in document: what it appends, once a frame has painted. */
function runLoader(code: string, routeChunks: string | null, pictures: Picture[] = []) {
  const appended: { tag: string; rel?: string; href?: string; src?: string; type?: string; crossOrigin?: string }[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const delays: number[] = [];
  const document = {
    querySelectorAll: (selector: string) => (selector === 'img[fetchpriority="high"]' ? pictures : []),
    createElement: (tag: string) => ({ tag }),
    getElementById: (id: string) => (id === 'route-chunks' && routeChunks !== null ? { textContent: routeChunks } : null),
    head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
    body: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
  };
  runInNewContext(code, {
    document,
    requestAnimationFrame: (frame: () => void) => frames.push(frame),
    setTimeout: (timer: () => void, delay: number) => {
      timers.push(timer);
      delays.push(delay);
    },
  });
  /**
   * Runs the page on: frames and timer tasks in turn until the loader asks for nothing more (timers
   * that are a wait's cap, `delay` above 0, only when `capsFire`). What each task that appended something appended.
   */
  const runAll = async ({ capsFire = false } = {}) => {
    const perTask: number[] = [];
    for (;;) {
      // Decoded pictures settle in microtasks.
      await new Promise((resolve) => setImmediate(resolve));
      if (frames.length > 0) {
        frames.splice(0).forEach((frame) => frame());
        continue;
      }
      const next = delays.findIndex((delay) => delay === 0 || capsFire);
      if (next === -1) return perTask;
      const [timer] = timers.splice(next, 1);
      delays.splice(next, 1);
      const before = appended.length;
      timer!();
      if (appended.length > before) perTask.push(appended.length - before);
    }
  };
  return { appended, frames, runAll, delays };
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

  it('loads nothing before a frame has painted, then the entry, then its preloads and the route chunks', async () => {
    const { tags } = transform(BUILT);
    const { appended, frames, runAll } = runLoader(tags[0]!.children as string, '["/assets/game-5.js"]');
    expect(appended).toEqual([]);
    frames.splice(0).forEach((frame) => frame());
    expect(appended).toEqual([]);
    expect(await runAll()).toEqual([1, 1, 1, 1]);
    expect(appended).toEqual([
      { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-3.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/query-1.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/cn-2.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/game-5.js' },
    ]);
  });

  it("asks for the entry's and the route's many chunks one per task, all of them, in order", async () => {
    const entryChunks = Array.from({ length: 6 }, (_, i) => `/assets/entry-${i}.js`);
    const chunks = Array.from({ length: 20 }, (_, i) => `/assets/chunk-${i}.js`);
    const { appended, runAll } = runLoader(scriptLoader('/assets/index-3.js', entryChunks), JSON.stringify(chunks));
    // The entry alone in the first task, then each of the 26 chunks in a task of its own.
    expect(await runAll()).toEqual(Array.from({ length: 27 }, () => 1));
    expect(appended.slice(1).map((element) => element.href)).toEqual([...entryChunks, ...chunks]);
  });

  it('still loads the entry on a page without route chunks or with an unreadable block', async () => {
    for (const block of [null, 'not json']) {
      const { appended, runAll } = runLoader(scriptLoader('/assets/index-3.js', []), block);
      await runAll();
      expect(appended).toEqual([{ tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-3.js' }]);
    }
  });

  it("waits for the first screen's pictures (decoded, or failed) and a frame before asking for any script", async () => {
    const pictures = [picture(), picture()];
    const { appended, runAll } = runLoader(scriptLoader('/assets/index-3.js', []), null, pictures);
    expect(await runAll()).toEqual([]);
    pictures[0]!.settle(true);
    expect(await runAll()).toEqual([]);
    // A picture that cannot be shown does not hold the app back.
    pictures[1]!.settle(false);
    expect(await runAll()).toEqual([1]);
    expect(appended).toEqual([{ tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-3.js' }]);
  });

  it('asks for the scripts after at most three seconds when a picture never arrives', async () => {
    const { appended, runAll, delays } = runLoader(scriptLoader('/assets/index-3.js', []), null, [picture()]);
    expect(await runAll()).toEqual([]);
    expect(delays).toEqual([3000]);
    expect(await runAll({ capsFire: true })).toEqual([1]);
    expect(appended).toHaveLength(1);
  });

  it('refuses a page without a module entry (a build this plugin does not know)', () => {
    expect(() => transform('<html><body></body></html>')).toThrow('no module entry script');
  });
});
