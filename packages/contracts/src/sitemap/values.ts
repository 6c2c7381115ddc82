/**
 * Sitemaps for search engines (issue 35): an index at /sitemap.xml naming child files of at most
 * SITEMAP_URL_LIMIT URLs each (the sitemap protocol's limit), one group of files per kind of public page.
 */

/** The sitemap protocol's limit of URLs in one file (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000;

/** The kinds of public pages the sitemaps list, each in files of its own. */
export const SITEMAP_SECTIONS = ['games', 'collections', 'profiles', 'notices'] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

/** A child file's name: `games-1.xml` is the first file of game pages. */
export const sitemapFileName = (section: SitemapSection, part: number): string => `${section}-${part}.xml`;

/** What a child file's name means, or null for a name no file has (`games-0.xml`, `games-01.xml`, `users-1.xml`). */
export function parseSitemapFileName(name: string): { section: SitemapSection; part: number } | null {
  const match = /^([a-z]+)-([1-9]\d{0,8})\.xml$/.exec(name);
  if (!match) return null;
  const section = SITEMAP_SECTIONS.find((s) => s === match[1]);
  return section ? { section, part: Number(match[2]) } : null;
}
