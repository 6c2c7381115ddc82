import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
// Resolved through apps/web/build/preact-aliases.ts (the node project uses the aliases, as the app's build does).
import { createElement, lazy, Suspense, useId, useState } from 'react';
import { renderToPipeableStream, renderToReadableStream, renderToString } from 'react-dom/server';
import { renderToString as preactRenderToString } from 'preact-render-to-string';

function Counter({ start }: { start: number }) {
  const [count] = useState(start);
  const id = useId();
  return createElement('p', { id, className: 'count' }, `${count}개`);
}

const Later = lazy(async () => ({ default: () => createElement('em', null, '나중에 온 내용') }));

const page = () =>
  createElement(
    'main',
    null,
    createElement(Counter, { start: 3 }),
    createElement(Suspense, { fallback: createElement('span', null, '불러오는 중') }, createElement(Later)),
  );

/** Everything a pipeable stream writes, once it ends. */
function collect(): { sink: Writable; done: Promise<string> } {
  const chunks: Buffer[] = [];
  let finish: (html: string) => void = () => {};
  const done = new Promise<string>((resolve) => (finish = resolve));
  const sink = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(Buffer.from(chunk));
      callback();
    },
    final(callback) {
      finish(Buffer.concat(chunks).toString('utf8'));
      callback();
    },
  });
  return { sink, done };
}

describe('react-dom/server through the Preact aliases', () => {
  it('is Preact underneath', () => {
    expect(renderToString).toBe(preactRenderToString);
    expect(renderToString(createElement(Counter, { start: 1 }))).toMatch(/^<p id="[^"]+" class="count">1개<\/p>$/);
  });

  it('streams a page to a Node writable with renderToPipeableStream, the suspended part after it resolves', async () => {
    const { sink, done } = collect();
    const errors: unknown[] = [];
    const stream = renderToPipeableStream(page(), {
      onShellReady: () => stream.pipe(sink),
      onError: (error: unknown) => {
        errors.push(error);
      },
    });
    const html = await done;
    expect(errors).toEqual([]);
    expect(html).toContain('class="count">3개</p>');
    expect(html).toContain('나중에 온 내용');
  });

  it('streams a web ReadableStream with renderToReadableStream', async () => {
    const stream = await renderToReadableStream(page());
    const html = await new Response(stream).text();
    expect(html).toContain('class="count">3개</p>');
    expect(html).toContain('나중에 온 내용');
  });
});
