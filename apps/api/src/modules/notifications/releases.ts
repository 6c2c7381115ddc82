import { GAME_RELEASED_WINDOW_DAYS, gameDisplayName, gameReleasedCopy, koreanDay, webPaths } from '@gameshelf/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type AppDb } from '../../db/database.ts';
import { raiseNotifications, type NotificationDraft } from './raise.ts';

/** Rows read and notified per statement (a popular release is on many wishlists). */
const CHUNK = 1_000;

/** Adds `days` to a 'YYYY-MM-DD' day. */
const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Tells players their wishlisted games came out (kind `game_released`): every wishlist entry whose
 * game's IGDB release date (`games.first_release_date`) is today in Korea or at most
 * GAME_RELEASED_WINDOW_DAYS days past, added before that day (a player who wishlists a released game
 * knows). Once per player and game (the dedupe key), however often or on how many processes it runs;
 * the player's switches are checked as each row is written. Answers how many were written.
 */
export async function announceReleases(db: AppDb, now: Date): Promise<number> {
  const today = koreanDay(now);
  const from = shiftDay(today, -GAME_RELEASED_WINDOW_DAYS);
  let written = 0;
  let after = 0;
  for (;;) {
    const rows = await queryRows<{ id: number; userId: number; gameId: number; name: string; nameKo: string | null }>(
      db,
      sql`SELECT w.id, w.user_id AS "userId", g.id AS "gameId", g.name, g.name_ko AS "nameKo"
          FROM wishlist_items w JOIN games g ON g.id = w.game_id
          WHERE g.first_release_date BETWEEN ${from}::date AND ${today}::date
            AND w.created_at < (g.first_release_date + 1)::timestamp AT TIME ZONE 'Asia/Seoul'
            AND w.id > ${after}
          ORDER BY w.id LIMIT ${CHUNK}`,
    );
    if (rows.length === 0) return written;
    after = rows[rows.length - 1]!.id;
    const drafts = rows.map((row): NotificationDraft => ({
      userId: row.userId,
      kind: 'game_released',
      ...gameReleasedCopy({ gameName: gameDisplayName({ name: row.name, nameKo: row.nameKo }) }),
      linkUrl: webPaths.game(row.gameId),
      dedupeKey: `game-released:${row.gameId}`,
    }));
    written += await raiseNotifications(db, drafts);
    if (rows.length < CHUNK) return written;
  }
}
