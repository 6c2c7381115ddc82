import { sql, type SQL } from 'drizzle-orm';
import type { SitemapSection } from '@gameshelf/contracts';
import { queryRows, type AppDb } from '../../db/database.ts';

/** One page a sitemap lists: its id (files split by id ranges), what its URL is built from, and its last change. */
export type SitemapRow = { id: number; key: string; lastmod: string };

/** One child file of a section: its number, how many pages it lists and the latest change among them. */
export type SitemapPart = { part: number; count: number; lastmod: string | null };

/** Where each section's pages come from: rows `t` with an id, a URL key and an update time, only the public ones. */
const SOURCES: Record<SitemapSection, { from: SQL; shown: SQL; key: SQL }> = {
  games: { from: sql`games t`, shown: sql`true`, key: sql`t.id::text` },
  // Mirrors the contract's `collectionShownToOthers`: public, and so is the owner's profile.
  collections: {
    from: sql`collections t JOIN users owner ON owner.id = t.user_id`,
    shown: sql`t.is_public AND owner.is_public_profile`,
    key: sql`t.id::text`,
  },
  // Mirrors `canSeeProfile` for a guest; a profile never set up has no page to show yet.
  profiles: { from: sql`users t`, shown: sql`t.is_public_profile AND t.profile_completed`, key: sql`t.username` },
  // Notices have no drafts: every stored notice is published.
  notices: { from: sql`notices t`, shown: sql`true`, key: sql`t.id::text` },
};

/** A W3C datetime in UTC (the sitemap protocol's lastmod), the same text on both engines. */
const W3C_UTC = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS"Z"'`);

/**
 * The sitemaps' reads. A section's files are id ranges of `limit` ids (file n holds ids
 * (n-1)*limit+1 .. n*limit), so no file can list more than `limit` pages and any file is read
 * straight from its range by primary key, in chunks, without walking the files before it.
 */
export function createSitemapRepository(db: AppDb) {
  return {
    /** The files of a section that list anything, with their page counts and latest changes (one grouped scan). */
    async parts(section: SitemapSection, limit: number): Promise<SitemapPart[]> {
      const { from, shown } = SOURCES[section];
      return queryRows<SitemapPart>(
        db,
        sql`SELECT ((t.id - 1) / ${limit})::int + 1 AS part, count(*)::int AS count,
              to_char(max(t.updated_at) AT TIME ZONE 'UTC', ${W3C_UTC}) AS lastmod
            FROM ${from} WHERE ${shown} GROUP BY 1 ORDER BY 1`,
      );
    },

    /** Up to `size` pages of a section with ids in (afterId, lastId], by id. */
    async rows(section: SitemapSection, range: { afterId: number; lastId: number }, size: number): Promise<SitemapRow[]> {
      const { from, shown, key } = SOURCES[section];
      return queryRows<SitemapRow>(
        db,
        sql`SELECT t.id, ${key} AS key, to_char(t.updated_at AT TIME ZONE 'UTC', ${W3C_UTC}) AS lastmod
            FROM ${from} WHERE ${shown} AND t.id > ${range.afterId} AND t.id <= ${range.lastId} ORDER BY t.id LIMIT ${size}`,
      );
    },
  };
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
