/**
 * The sitemap protocol's XML (sitemaps.org/protocol.html), written as text: a `<urlset>` of page URLs or
 * a `<sitemapindex>` of child files, every value escaped as XML character data.
 */

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as XML character data (the protocol asks for all five entities to be escaped in URLs). */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** One `<url>` or `<sitemap>` entry: an absolute URL and, when known, its last change (W3C datetime). */
export type SitemapEntry = { loc: string; lastmod: string | null };

const entry = (tag: 'url' | 'sitemap', { loc, lastmod }: SitemapEntry): string =>
  `<${tag}><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</${tag}>\n`;

/** The opening of a `<urlset>`; add `urlEntry` texts, then `URLSET_END`. */
export const URLSET_START = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
export const URLSET_END = '</urlset>\n';
export const urlEntry = (page: SitemapEntry): string => entry('url', page);

/** A sitemap index naming the child files. */
export const sitemapIndexXml = (files: readonly SitemapEntry[]): string =>
  `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${files.map((file) => entry('sitemap', file)).join('')}</sitemapindex>\n`;
