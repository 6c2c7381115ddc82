import type { Endpoint } from '../endpoint.ts';

/**
 * What search engines read first: which pages they may crawl, and the sitemap index (absolute URLs
 * from the server's PUBLIC_URL). Served at the site's root, where crawlers look for them.
 */
export const getRobotsTxt = {
  method: 'GET',
  path: '/robots.txt',
  caller: 'anyone',
  response: 'text',
  description: 'The crawling rules for search engines, naming the sitemap index.',
} as const satisfies Endpoint;

export const getSitemapIndex = {
  method: 'GET',
  path: '/sitemap.xml',
  caller: 'anyone',
  response: 'xml',
  description: 'The sitemap index: every child sitemap of public pages (games, public collections, public profiles, notices).',
} as const satisfies Endpoint;

export const getSitemapFile = {
  method: 'GET',
  path: '/sitemaps/:name',
  caller: 'anyone',
  params: 'SitemapFileParamsSchema',
  response: 'xml',
  errors: [404],
  description: 'One child sitemap (`games-1.xml`): at most 50,000 page URLs with their last change.',
} as const satisfies Endpoint;
