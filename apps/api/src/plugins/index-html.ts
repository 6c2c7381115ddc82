import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { MAINTENANCE_STATE_ELEMENT_ID, type MaintenanceFile } from '@gameshelf/contracts';
import { TtlLruCache } from '../shared/ttl-lru-cache.ts';

/** One page in the three forms a client may ask for. */
export type EncodedPage = { identity: Buffer; br: Buffer; gzip: Buffer };
export type PageEncoding = 'br' | 'gzip' | null;

/** How many distinct states keep their compressed pages (a state changes only when an operator acts). */
const KEPT_STATES = 4;

const encodings = new Negotiator({ supportedValues: ['br', 'gzip'], cache: new Map() });

/** The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. */
export const pageEncoding = (acceptEncoding: string | undefined): PageEncoding =>
  acceptEncoding ? (encodings.negotiate(acceptEncoding) ?? null) : null;

/**
 * The JSON data block naming the maintenance state. `<` is escaped so no text of the operator's (a
 * title holding `</script>`) can close the block; the browser never runs it, so the CSP needs no
 * hash for it.
 */
export function maintenanceStateBlock(file: MaintenanceFile | null): string {
  const json = JSON.stringify(file).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${MAINTENANCE_STATE_ELEMENT_ID}">${json}</script>`;
}

/** The built index.html with the state block at the end of its head. */
export function withMaintenanceState(html: string, file: MaintenanceFile | null): string {
  const block = maintenanceStateBlock(file);
  const end = html.search(/<\/head\s*>/i);
  return end === -1 ? `${block}${html}` : `${html.slice(0, end)}${block}${html.slice(end)}`;
}

/**
 * The built index.html with its generic `<title>` and description replaced by a page's own head tags
 * (put at the end of the head, before the maintenance state block added after).
 */
export function withHeadTags(html: string, tags: string): string {
  const stripped = html.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const end = stripped.search(/<\/head\s*>/i);
  return end === -1 ? `${tags}${stripped}` : `${stripped.slice(0, end)}${tags}${stripped.slice(end)}`;
}

/** Pages with a head of their own kept compressed (a few KB each), and for how long. */
const KEPT_HEAD_PAGES = 1000;
const HEAD_PAGE_TTL_MS = 10 * 60_000;

/**
 * Pages with their own head (a shared game, collection, profile, notice): compressed at a fast level
 * (brotli 5, gzip 6: a fraction of a millisecond for a few KB) and kept by a hash of the whole page,
 * so a page that did not change is compressed once and an edit is never answered with the old one.
 */
export function createHeadPages(): (html: string) => EncodedPage {
  const pages = new TtlLruCache<EncodedPage>(KEPT_HEAD_PAGES, HEAD_PAGE_TTL_MS);
  return (html) => {
    const key = createHash('sha256').update(html).digest('base64url');
    const kept = pages.get(key);
    if (kept) return kept;
    const identity = Buffer.from(html, 'utf8');
    const page: EncodedPage = {
      identity,
      br: brotliCompressSync(identity, {
        params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 5 },
      }),
      gzip: gzipSync(identity, { level: 6 }),
    };
    pages.set(key, page);
    return page;
  };
}

/**
 * index.html per maintenance state, compressed once per state as the build's own copies are (brotli
 * 11, gzip 9) and kept for the few states a server sees, so each visit only looks the state up.
 */
export function createIndexPages(html: string): (file: MaintenanceFile | null) => EncodedPage {
  const pages = new Map<string, EncodedPage>();
  return (file) => {
    const key = JSON.stringify(file);
    const kept = pages.get(key);
    if (kept) return kept;
    const identity = Buffer.from(withMaintenanceState(html, file), 'utf8');
    const page: EncodedPage = {
      identity,
      br: brotliCompressSync(identity, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        },
      }),
      gzip: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }),
    };
    if (pages.size >= KEPT_STATES) pages.delete(pages.keys().next().value!);
    pages.set(key, page);
    return page;
  };
}
