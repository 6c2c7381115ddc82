import { ROUTE_CHUNKS_ELEMENT_ID, SERVER_STATE_ELEMENT_ID, type MaintenanceFile, type ServerRenderedPage } from '@gameshelf/contracts';
import { maintenanceStateBlock, withHeadTags, withMaintenanceState, withServerRender } from './index-html.ts';

/** What one page adds to the build's index.html; `state` undefined: no maintenance state block. */
export type PageParts = {
  tags: string | null;
  state: MaintenanceFile | null | undefined;
  rendered: ServerRenderedPage | null;
  /** A rendered page's route chunks, for its script loader (a block after the state; none without a render). */
  routeChunks?: readonly string[] | null;
};

/** The non-executed JSON block naming the route's chunks (URLs of the build: no `<` to escape, but escaped anyway). */
export const routeChunksBlock = (files: readonly string[]): string =>
  `<script type="application/json" id="${ROUTE_CHUNKS_ELEMENT_ID}">${JSON.stringify(files).replace(/</g, '\\u003c')}</script>`;

const HEAD_END = /<\/head\s*>/i;
const EMPTY_ROOT = '<div id="root"></div>';

/** `block` right after the page's state block (whose JSON has `<` escaped: its first `</script>` ends it). */
function afterStateBlock(html: string, block: string): string {
  const start = html.indexOf(`<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">`);
  if (start === -1) return html;
  const end = html.indexOf('</script>', start) + '</script>'.length;
  return html.slice(0, end) + block + html.slice(end);
}

/** The page the index-html.ts steps compose, one after the other, each searching the whole page. */
export function composePage(html: string, { tags, state, rendered, routeChunks }: PageParts): string {
  const headed = tags === null ? html : withHeadTags(html, tags);
  const screen = rendered === null ? headed : withServerRender(headed, rendered);
  const page = rendered && routeChunks ? afterStateBlock(screen, routeChunksBlock(routeChunks)) : screen;
  return state === undefined ? page : withMaintenanceState(page, state);
}

/**
 * `composePage` for one build's index.html with the searching done once: a page is then joined from
 * slices of the build's HTML and its own parts. A server-rendered page's HTML is over 100 KB (its
 * stylesheet is inline), and the steps' regular expressions over it, repeated per request, cost more
 * than rendering a kept screen.
 */
export function createPageTemplate(html: string): (parts: PageParts) => string {
  const headEnd = html.search(HEAD_END);
  const withoutTitle = withHeadTags(html, '');
  const taggedHeadEnd = withoutTitle.search(HEAD_END);
  const rootAt = html.indexOf(EMPTY_ROOT);
  // A build whose page lacks the landmarks (no head end, no empty root after it): the steps themselves.
  if (headEnd === -1 || taggedHeadEnd === -1 || rootAt < headEnd) return (parts) => composePage(html, parts);
  const plainHead = html.slice(0, headEnd);
  const taggedHead = withoutTitle.slice(0, taggedHeadEnd);
  const beforeRoot = html.slice(headEnd, rootAt);
  const afterRoot = html.slice(rootAt + EMPTY_ROOT.length);
  const afterHead = html.slice(headEnd);
  return ({ tags, state, rendered, routeChunks }) => {
    const head = tags === null ? plainHead : taggedHead + tags;
    const block = state === undefined ? '' : maintenanceStateBlock(state);
    if (rendered === null) return head + block + afterHead;
    // The rendered screen's own text comes last in each join: a `$&` or `</head>` in it is only text.
    const root = withServerRender(EMPTY_ROOT, rendered) + (routeChunks ? routeChunksBlock(routeChunks) : '');
    return head + block + beforeRoot + root + afterRoot;
  };
}
