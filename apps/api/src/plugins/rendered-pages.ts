import type { RenderPage, ServerRenderedPage } from '@gameshelf/contracts';
import { TtlLruCache } from '../shared/ttl-lru-cache.ts';
import type { ApiRead } from './server-render.ts';

type ApiFetch = Parameters<RenderPage>[1];

/** One API read a render made, and what it answered. */
type Read = { url: string; status: number; body: Buffer };
type KeptRender = { page: ServerRenderedPage | null; reads: readonly Read[] };

/**
 * The longest a kept render answers even while its reads answer the same: a screen can hold times
 * relative to now ('3분 전'), which it then shows at most this much older.
 */
const KEPT_MS = 60_000;
/** Each kept render lives between half of KEPT_MS and all of it (renders made together do not expire together). */
const KEPT_SPREAD = 0.5;
const KEPT_ENTRIES = 2000;
/** The kept renders' markup, state and reads together, in bytes (about: UTF-16 units for the text). */
const KEPT_SIZE = 64 * 2 ** 20;

const sizeOf = ({ page, reads }: KeptRender): number =>
  (page ? page.html.length + page.stateJson.length : 0) + reads.reduce((sum, read) => sum + read.url.length + read.body.length, 64);

/** `fetch` that also writes down every read and its answer into `reads`. */
function recording(fetch: ApiFetch, reads: Read[]): ApiFetch {
  return async (url, init) => {
    const answer = await fetch(url, init);
    const body = Buffer.from(await answer.clone().arrayBuffer());
    reads.push({ url, status: answer.status, body });
    return answer;
  };
}

/** Whether every read answers now exactly as it did for the render (any failure: no). */
async function unchanged(reads: readonly Read[], readApi: ApiRead): Promise<boolean> {
  try {
    const answers = await Promise.all(
      reads.map(async (read) => {
        const answer = await readApi(read.url);
        return answer.status === read.status && read.body.equals(answer.body);
      }),
    );
    return answers.every(Boolean);
  } catch {
    return false;
  }
}

/**
 * `render` with the last render of each URL kept, and answered again while the API reads it made answer
 * the same bytes (read again with `readApi`, the same API as the render's `fetch`): a render is a function of its URL and those answers (a guest's, the same for every
 * visitor), so checking them costs a few kept API answers instead of rendering and compressing a page of
 * over 100 KB again. Checked on every visit, so an edit shows at once, and a collection or profile
 * turned private (its read then answers differently) is never served from a kept copy. Concurrent
 * visits to a URL share one check or render.
 */
export function createRenderedPages(render: RenderPage, readApi: ApiRead): RenderPage {
  const kept = new TtlLruCache<KeptRender>(KEPT_ENTRIES, KEPT_MS, { maxSize: KEPT_SIZE, of: sizeOf }, { spread: KEPT_SPREAD });
  const running = new Map<string, Promise<ServerRenderedPage | null>>();
  const renderAgain = async (url: string, fetch: ApiFetch): Promise<ServerRenderedPage | null> => {
    const reads: Read[] = [];
    const page = await render(url, recording(fetch, reads));
    kept.set(url, { page, reads });
    return page;
  };
  return (url, fetch) => {
    const shared = running.get(url);
    if (shared) return shared;
    const answer = (async () => {
      const last = kept.get(url);
      if (last && (await unchanged(last.reads, readApi))) return last.page;
      return renderAgain(url, fetch);
    })().finally(() => running.delete(url));
    running.set(url, answer);
    return answer;
  };
}
