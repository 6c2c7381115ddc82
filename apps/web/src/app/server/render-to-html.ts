import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/** Preact's element carrying a lazy part that was rendered after the rest of the page. */
export const OUTLINED_PART = /<preact-island\b/;

/**
 * The markup of `node` once everything in it is ready, in document order. `react-dom/server` is Preact's
 * compat layer here as in the browser (build/preact-aliases.ts, bundled into the server entry), so the
 * markup is what the browser's Preact hydrates. Piped only at `onAllReady`; a lazy part that was still
 * loading when the render reached it comes after the rest with an inline script (`OUTLINED_PART`), which
 * the CSP refuses: the caller renders again once it has loaded.
 */
export function renderToHtml(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    sink.on('error', reject);
    const stream = renderToPipeableStream(node, {
      onAllReady: () => stream.pipe(sink),
      onError: (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
    });
  });
}
