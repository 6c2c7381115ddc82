import type { Element, ElementContent, Root, RootContent } from 'hast';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

/** Read by screen readers after an external link's text: it opens in a new tab. */
export const NEW_TAB_HINT = ' (새 창에서 열림)';

/** Another site's address (a protocol-relative `//host` too): a new tab, as for any other site. */
const EXTERNAL_HREF = /^(https?:|mailto:|\/\/)/i;
/** A notice's own title is the page's h1: its headings start one level below. */
const SHIFTED_HEADINGS: Record<string, string> = { h1: 'h2', h2: 'h3', h3: 'h4' };

function shapeElement(node: Element): Element {
  const heading = SHIFTED_HEADINGS[node.tagName];
  if (heading) node.tagName = heading;
  if (node.tagName === 'a') {
    const href = typeof node.properties.href === 'string' ? node.properties.href : '';
    // An address the sanitizer removed (javascript: and the like) leads nowhere: plain text, not a link.
    if (href === '') return { ...node, tagName: 'span', properties: {} };
    if (EXTERNAL_HREF.test(href)) {
      node.properties.target = '_blank';
      node.properties.rel = ['noopener', 'noreferrer'];
      node.children.push({
        type: 'element',
        tagName: 'span',
        properties: { className: ['sr-only'] },
        children: [{ type: 'text', value: NEW_TAB_HINT }],
      });
    }
  }
  if (node.tagName === 'img') {
    node.properties.loading = 'lazy';
    node.properties.alt ??= '';
  }
  // A wide table scrolls inside its own box, not the page.
  if (node.tagName === 'table') return { type: 'element', tagName: 'div', properties: { dataSlot: 'table-scroll' }, children: [node] };
  return node;
}

function shape<T extends Root | Element>(parent: T): T {
  parent.children = parent.children.map((child: RootContent | ElementContent) =>
    child.type === 'element' ? shapeElement(shape(child)) : child,
  );
  return parent;
}

/** Runs after the sanitizer: what it adds (a new-tab hint, `target`, lazy images) is ours, not the author's. */
const shapeForTheApp = () => (tree: Root) => shape(tree);

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  // Raw HTML in the markdown is dropped here (no allowDangerousHtml).
  .use(remarkRehype)
  .use(rehypeSanitize)
  .use(shapeForTheApp)
  .use(rehypeStringify);

/**
 * A notice's markdown (spec 2 §2) as HTML that is safe to put in a page: GFM tables, code blocks, images
 * and links. Raw HTML is dropped, the tree is sanitized (rehype-sanitize's GitHub schema: no scripts,
 * event handlers, styles or `javascript:` addresses), headings start at h2, external links open in a new
 * tab without opener and say so to screen readers, images load lazily, and a table scrolls in its own
 * box. The server sends it with every notice (`contentHtml`); the admin editor previews with it.
 */
export function noticeHtml(markdown: string): string {
  return String(processor.processSync(markdown));
}
