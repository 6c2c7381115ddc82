import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * The markup of `node` once everything in it is ready (lazy parts loaded), in document order: piped only
 * at `onAllReady`, the stream carries no inline script to reorder late parts, which the CSP would refuse.
 * Written with the API Preact's compat layer offers too (`renderToPipeableStream`, `onAllReady`, `onError`).
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
      // Never split a ready part out of place: React sends a Suspense boundary over this many bytes
      // (12.8 KB by default) later in the stream, with an inline script, even when it is ready.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error: unknown) => reject(error instanceof Error ? error : new Error(String(error))),
    });
  });
}
