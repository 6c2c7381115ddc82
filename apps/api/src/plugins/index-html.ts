import { createHash } from 'node:crypto';
import { MAINTENANCE_STATE_ELEMENT_ID, SERVER_STATE_ELEMENT_ID, type MaintenanceFile, type ServerRenderedPage } from '@gameshelf/contracts';
import { encodeText, PAGE_BROTLI_QUALITY, type EncodedText } from '../shared/encoded-text.ts';
import { TtlLruCache } from '../shared/ttl-lru-cache.ts';

/** How many distinct states keep their compressed pages (a state changes only when an operator acts). */
const KEPT_STATES = 4;

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

/**
 * The page with its build stylesheets in a `<style>` element instead of `<link>`s (`read` gives a
 * stylesheet's text by its href, or null to keep that link). For server-rendered pages: the screen is
 * in the HTML, and with the styles there too it paints as soon as the HTML has arrived, before the
 * scripts (fetched meanwhile) have loaded; a linked stylesheet cost a round trip first. The CSS refers
 * to fonts by absolute paths, so it reads the same from any page. The CSP allows `<style>` elements
 * (docs/decisions.md, "Inline `<style>` elements are allowed").
 *
 * The link stays after it, `disabled` (a browser neither fetches nor applies it): the app's lazy chunks
 * name the stylesheet among their dependencies, and Vite's loader adds a link for it unless the page has
 * one. Loaded again, the same rules would have the browser restyle every element of the screen.
 */
export function withInlineStylesheets(html: string, read: (href: string) => string | null): string {
  return html.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/gi, (link) => {
    const href = /\bhref="([^"]+)"/i.exec(link)?.[1];
    const css = href ? read(href) : null;
    // A stylesheet that could close the element early stays linked.
    return css === null || /<\/style/i.test(css) ? link : `<style>${css}</style>${link.replace(/\s*\/?>$/, ' disabled>')}`;
  });
}

/** Pages with a head of their own kept compressed (a few KB each), and for how long. */
const KEPT_HEAD_PAGES = 1000;
const HEAD_PAGE_TTL_MS = 10 * 60_000;

/**
 * Pages with their own head (a shared game, collection, profile, notice): compressed at a fast brotli
 * level (PAGE_BROTLI_QUALITY) and kept by a hash of the whole page, so a page
 * that did not change is compressed once and an edit is never answered with the old one.
 */
export function createHeadPages(): (html: string) => EncodedText {
  const pages = new TtlLruCache<EncodedText>(KEPT_HEAD_PAGES, HEAD_PAGE_TTL_MS);
  return (html) => {
    const key = createHash('sha256').update(html).digest('base64url');
    const kept = pages.get(key);
    if (kept) return kept;
    const page = encodeText(html, PAGE_BROTLI_QUALITY);
    pages.set(key, page);
    return page;
  };
}

/**
 * index.html per maintenance state, compressed once per state as the build's own copies are (brotli
 * 11, gzip 9) and kept for the few states a server sees, so each visit only looks the state up.
 */
export function createIndexPages(html: string): (file: MaintenanceFile | null) => EncodedText {
  const pages = new Map<string, EncodedText>();
  return (file) => {
    const key = JSON.stringify(file);
    const kept = pages.get(key);
    if (kept) return kept;
    const page = encodeText(withMaintenanceState(html, file));
    if (pages.size >= KEPT_STATES) pages.delete(pages.keys().next().value!);
    pages.set(key, page);
    return page;
  };
}

/**
 * The page with a server-rendered screen in its `<div id="root">` and, right after it, the non-executed
 * JSON block with the state the browser hydrates from (its JSON escaped by the server entry: `<` as
 * `\u003c`), so the strict CSP needs no hash or nonce for it.
 */
export function withServerRender(html: string, page: ServerRenderedPage): string {
  const root = /<div id="root"><\/div>/;
  if (!root.test(html)) return html;
  const block = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${page.stateJson}</script>`;
  return html.replace(root, () => `<div id="root">${page.html}</div>${block}`);
}
