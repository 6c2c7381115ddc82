import { sql } from 'drizzle-orm';
import { queryRows, type AppDb } from '../../src/db/database.ts';

/**
 * Every table's row count and a checksum of its rows' text: equal fingerprints mean nothing was
 * written (or everything written was undone).
 */
export async function databaseFingerprint(db: AppDb): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`SELECT quote_ident(table_name) AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  if (!tables.length) return {};
  const parts = tables.map(
    ({ name }) =>
      `SELECT '${name}' AS name, count(*)::text || ':' || coalesce(sum(hashtext(t::text)::bigint), 0)::text AS print FROM ${name} t`,
  );
  const rows = await queryRows<{ name: string; print: string }>(db, sql.raw(parts.join(' UNION ALL ')));
  return Object.fromEntries(rows.map((r) => [r.name, r.print]));
}
