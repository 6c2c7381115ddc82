import { PREVIEW_IMAGE_HEIGHT, PREVIEW_IMAGE_WIDTH, SITE_NAME } from '@gameshelf/contracts';
import type { PageHead } from './page-head.ts';

/** Text for an HTML attribute or element: `&`, `<`, `>`, `"` and `'` escaped. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * schema.org data as a JSON data block. `<` is escaped so no text of a user's (a name holding
 * `</script>`) can close the block; the browser never runs it, so the strict CSP needs no hash for it.
 */
export const jsonLdBlock = (data: Record<string, unknown>): string =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/** The tags of a page's head: title, description, canonical URL, Open Graph, Twitter card, JSON-LD. */
export function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'ko_KR'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.name),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(PREVIEW_IMAGE_WIDTH)),
    meta('property', 'og:image:height', String(PREVIEW_IMAGE_HEIGHT)),
    meta('property', 'og:image:alt', head.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.name),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    meta('name', 'twitter:image:alt', head.imageAlt),
    ...(head.jsonLd ? [jsonLdBlock(head.jsonLd)] : []),
  ].join('');
}
