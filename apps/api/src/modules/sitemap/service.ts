import {
  SITEMAP_SECTIONS,
  getSitemapFile,
  getSitemapIndex,
  parseSitemapFileName,
  pathOf,
  sitemapFileName,
  sitemapMessages,
  webPaths,
  type SitemapSection,
} from '@gameshelf/contracts';
import { NotFoundError } from '../../shared/errors.ts';
import { TtlLruCache } from '../../shared/ttl-lru-cache.ts';
import { robotsTxt } from './robots-txt.ts';
import type { SitemapPart, SitemapRepository } from './sitemap-repository.ts';
import { URLSET_END, URLSET_START, sitemapIndexXml, urlEntry } from './sitemap-xml.ts';

export type SitemapSettings = {
  /** The site's absolute URL (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  /** Pages per child file: the protocol's 50,000 (a test makes it 3 to see files split). */
  urlLimit: number;
  /** How long a generated file is kept; collections and profiles also follow the privacy generation. */
  cacheTtlMs: number;
  /** Rows read per query while writing one file, so a file's pages never sit in memory as objects at once. */
  chunkSize: number;
};

/** The page of each section's URL key. */
const PAGE_OF: Record<SitemapSection, (key: string) => string> = {
  games: (id) => webPaths.game(id),
  collections: (id) => webPaths.publicCollection(id),
  profiles: (username) => webPaths.user(username),
  notices: (id) => webPaths.notice(id),
};

/** Sections whose pages a privacy change removes: cached under the generation such changes bump. */
const FOLLOWS_PRIVACY: ReadonlySet<SitemapSection> = new Set(['collections', 'profiles']);

/** The largest id a file's range may start after (ids are PostgreSQL integers). */
const MAX_ID = 2 ** 31 - 1;

/** Cached text is bounded by its size too: 64 MB of UTF-16 holds every games file of the full catalog. */
const CACHE_BYTES = 64 * 2 ** 20;

/**
 * robots.txt, the sitemap index and its child files. Generated text is kept per process for
 * `cacheTtlMs`; the files that list collections and profiles, and the index, are keyed by the
 * `privacy` generation (bumped in the transaction of any visibility change, profile edit or deletion,
 * by any API process), so a page that turned private leaves them at once.
 */
export function createSitemapService(deps: {
  repository: SitemapRepository;
  settings: SitemapSettings;
  /** The generation bumped by every change of who may see a collection or a profile. */
  privacyGeneration: () => Promise<number>;
}) {
  const { repository, settings } = deps;
  const absolute = (path: string) => `${settings.publicUrl}${path}`;
  const robots = robotsTxt(absolute(getSitemapIndex.path));
  const texts = new TtlLruCache<string>(256, settings.cacheTtlMs, { maxSize: CACHE_BYTES, of: (text) => text.length * 2 });
  const partLists = new TtlLruCache<SitemapPart[]>(16, settings.cacheTtlMs);
  const cacheKey = async (section: SitemapSection | 'index', name: string): Promise<string> =>
    section === 'index' || FOLLOWS_PRIVACY.has(section) ? `${await deps.privacyGeneration()}:${name}` : `-:${name}`;

  const parts = async (section: SitemapSection): Promise<SitemapPart[]> =>
    partLists.remember(await cacheKey(section, section), () => repository.parts(section, settings.urlLimit));

  /** One file's XML: its id range read in chunks, each row written out at once; null when it lists nothing. */
  async function writeFile(section: SitemapSection, part: number): Promise<string | null> {
    const firstAfter = (part - 1) * settings.urlLimit;
    if (firstAfter >= MAX_ID) return null;
    const lastId = Math.min(MAX_ID, firstAfter + settings.urlLimit);
    const pieces: string[] = [URLSET_START];
    let afterId = firstAfter;
    for (;;) {
      const rows = await repository.rows(section, { afterId, lastId }, settings.chunkSize);
      for (const row of rows) pieces.push(urlEntry({ loc: absolute(PAGE_OF[section](row.key)), lastmod: row.lastmod }));
      if (rows.length < settings.chunkSize) break;
      afterId = rows[rows.length - 1]!.id;
    }
    if (pieces.length === 1) return null;
    pieces.push(URLSET_END);
    return pieces.join('');
  }

  return {
    robotsTxt: (): string => robots,

    /** The index: every file that lists at least one page, with the latest change among its pages. */
    async indexXml(): Promise<string> {
      return texts.remember(await cacheKey('index', 'sitemap.xml'), async () => {
        const sections = await Promise.all(SITEMAP_SECTIONS.map(async (section) => ({ section, parts: await parts(section) })));
        return sitemapIndexXml(
          sections.flatMap(({ section, parts: files }) =>
            files.map((file) => ({
              loc: absolute(pathOf(getSitemapFile.path, { name: sitemapFileName(section, file.part) })),
              lastmod: file.lastmod,
            })),
          ),
        );
      });
    },

    /** A child file by its name (`games-1.xml`); 404 for a name no file has or a file that lists nothing. */
    async fileXml(name: string): Promise<string> {
      const parsed = parseSitemapFileName(name);
      if (!parsed) throw new NotFoundError(sitemapMessages.fileNotFound);
      const { section, part } = parsed;
      const xml = await texts.remember(await cacheKey(section, name), async () => (await writeFile(section, part)) ?? '');
      if (xml === '') throw new NotFoundError(sitemapMessages.fileNotFound);
      return xml;
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
