import { sql } from 'drizzle-orm';
import { queryRows, type AppDb } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { isoTimestampSql } from '../../shared/sql-time.ts';
import { gameColumns, type GameRow } from '../catalog/game-row.ts';
import type { Store } from './schema.ts';

const iso = (column: string) => sql.raw(isoTimestampSql(column));

export type StoreLinkRow = {
  externalUserId: string;
  username: string | null;
  avatarUrl: string | null;
  profileUrl: string | null;
  /** When the last sync began (store_sync_claims), the cooldown's start. */
  syncStartedAt: string | null;
  lastSyncedAt: string | null;
};

/** One owned library item as a store sync reports it. */
export type LibraryItemInput = {
  externalId: string;
  title: string;
  iconUrl: string | null;
  playtimeForever: number;
  playtime2weeks: number | null;
  /** ISO timestamp or null. */
  lastPlayedAt: string | null;
};

export type LibraryMatch = {
  externalId: string;
  gameId: number | null;
  method: 'store_id' | 'title' | null;
  confidence: number | null;
};

/** A library row, with its catalog game's columns (null when unmapped). */
export type LibraryRow = {
  id: number;
  externalId: string;
  title: string;
  iconUrl: string | null;
  playtimeForever: number;
  playtime2weeks: number | null;
  matchMethod: 'store_id' | 'title' | 'manual' | null;
  itemSyncedAt: string;
  game: GameRow | null;
};

export type LinkOutcome = 'linked' | 'in_use';
export type SyncClaim =
  { kind: 'claimed'; externalUserId: string } | { kind: 'cooling'; remainingSeconds: number } | { kind: 'not_linked' };

export type StoreLibraryRepository = ReturnType<typeof createStoreLibraryRepository>;

/** Store links and library rows (Steam, GOG); rows in, rows out, never HTTP. */
export function createStoreLibraryRepository(db: AppDb) {
  return {
    async findLink(userId: number, store: Store): Promise<StoreLinkRow | null> {
      const [row] = await queryRows<StoreLinkRow>(
        db,
        sql`SELECT l.external_user_id AS "externalUserId", l.username, l.avatar_url AS "avatarUrl", l.profile_url AS "profileUrl",
              ${iso('c.started_at')} AS "syncStartedAt", ${iso('l.last_synced_at')} AS "lastSyncedAt"
            FROM store_links l LEFT JOIN store_sync_claims c ON c.user_id = l.user_id AND c.store = l.store
            WHERE l.user_id = ${userId} AND l.store = ${store}`,
      );
      return row ?? null;
    },

    /**
     * Links the store account to the user. Another user's account is refused ('in_use'), never moved;
     * a different account of the same store replaces the user's old one, whose library rows go.
     */
    async link(
      userId: number,
      store: Store,
      account: {
        externalUserId: string;
        username: string | null;
        avatarUrl: string | null;
        profileUrl: string | null;
        /** Sealed store tokens (GOG) and when the access token expires. */
        tokens?: string | null;
        tokenExpiresAt?: string | null;
      },
    ): Promise<LinkOutcome> {
      try {
        return await db.transaction(async (tx) => {
          // A sync saving the old account's library finishes first; the rows it wrote then go below.
          await tx.execute(sql`SELECT 1 FROM store_links WHERE user_id = ${userId} AND store = ${store} FOR UPDATE`);
          const [owner] = await queryRows<{ user_id: number }>(
            tx,
            sql`SELECT user_id FROM store_links WHERE store = ${store} AND external_user_id = ${account.externalUserId}`,
          );
          if (owner && owner.user_id !== userId) return 'in_use';
          await tx.execute(sql`DELETE FROM store_library_games g USING store_links l
            WHERE l.user_id = ${userId} AND l.store = ${store} AND l.external_user_id <> ${account.externalUserId}
              AND g.user_id = l.user_id AND g.store = l.store`);
          await tx.execute(sql`INSERT INTO store_links (user_id, store, external_user_id, username, avatar_url, profile_url, tokens, token_expires_at)
            VALUES (${userId}, ${store}, ${account.externalUserId}, ${account.username}, ${account.avatarUrl}, ${account.profileUrl},
              ${account.tokens ?? null}, ${account.tokenExpiresAt ?? null}::timestamptz)
            ON CONFLICT (user_id, store) DO UPDATE SET
              last_synced_at = CASE WHEN store_links.external_user_id = excluded.external_user_id THEN store_links.last_synced_at END,
              external_user_id = excluded.external_user_id, username = excluded.username,
              avatar_url = excluded.avatar_url, profile_url = excluded.profile_url, tokens = excluded.tokens,
              token_expires_at = excluded.token_expires_at, status = 'active', linked_at = now()`);
          return 'linked';
        });
      } catch (err) {
        // Another user linked the same account at the same moment.
        if (isUniqueViolation(err, 'store_links_account_key')) return 'in_use';
        throw err;
      }
    },

    /** The link's sealed tokens, when its access token expires, and whether the store refused to renew them. */
    async tokens(userId: number, store: Store): Promise<{ tokens: string | null; expiresAt: string | null; expired: boolean } | null> {
      const [row] = await queryRows<{ tokens: string | null; expires_at: string | null; status: string }>(
        db,
        sql`SELECT tokens, ${iso('token_expires_at')} AS expires_at, status FROM store_links WHERE user_id = ${userId} AND store = ${store}`,
      );
      return row ? { tokens: row.tokens, expiresAt: row.expires_at, expired: row.status === 'expired' } : null;
    },

    /**
     * Replaces the tokens if they are still `previous` (compare-and-swap, so two processes renewing at
     * once do not overwrite each other); false when someone else changed them first.
     */
    async swapTokens(
      userId: number,
      store: Store,
      previous: string,
      next: { tokens: string; expiresAt: string } | 'expired',
    ): Promise<boolean> {
      const updated = await queryRows<{ user_id: number }>(
        db,
        next === 'expired'
          ? sql`UPDATE store_links SET status = 'expired' WHERE user_id = ${userId} AND store = ${store} AND tokens = ${previous} RETURNING user_id`
          : sql`UPDATE store_links SET tokens = ${next.tokens}, token_expires_at = ${next.expiresAt}::timestamptz, status = 'active'
              WHERE user_id = ${userId} AND store = ${store} AND tokens = ${previous} RETURNING user_id`,
      );
      return updated.length > 0;
    },

    /**
     * Removes the link and its library rows (collections keep their games); false when there was none.
     * The link goes first: it waits for a sync saving under it, whose rows the next statement then sees.
     */
    async unlink(userId: number, store: Store): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await queryRows<{ user_id: number }>(
          tx,
          sql`DELETE FROM store_links WHERE user_id = ${userId} AND store = ${store} RETURNING user_id`,
        );
        await tx.execute(sql`DELETE FROM store_library_games WHERE user_id = ${userId} AND store = ${store}`);
        return removed.length > 0;
      });
    },

    /**
     * Starts a sync of a linked store if the cooldown allows. Exactly one of any number of requests, in
     * any number of API processes, claims it: INSERT ... ON CONFLICT DO UPDATE locks the user's claim row
     * and re-checks the cooldown on its latest version (a join or a read first would not). The claim
     * outlives the link, so disconnecting and connecting again does not start the cooldown over.
     */
    async claimSync(userId: number, store: Store, now: Date, cooldownSeconds: number): Promise<SyncClaim> {
      const link = await this.findLink(userId, store);
      if (!link) return { kind: 'not_linked' };
      const cutoff = new Date(now.getTime() - cooldownSeconds * 1000).toISOString();
      let remainingSeconds = 0;
      // A second try only when a failed sync gave the time back between the claim and the read.
      for (let attempt = 0; attempt < 2 && remainingSeconds === 0; attempt++) {
        const claimed = await queryRows<{ user_id: number }>(
          db,
          sql`INSERT INTO store_sync_claims AS c (user_id, store, started_at) VALUES (${userId}, ${store}, ${now.toISOString()}::timestamptz)
              ON CONFLICT (user_id, store) DO UPDATE SET previous_started_at = c.started_at, started_at = excluded.started_at
                WHERE c.started_at IS NULL OR c.started_at <= ${cutoff}::timestamptz
              RETURNING c.user_id`,
        );
        if (claimed.length) return { kind: 'claimed', externalUserId: link.externalUserId };
        const [row] = await queryRows<{ started_at: string | null }>(
          db,
          sql`SELECT ${iso('started_at')} AS started_at FROM store_sync_claims WHERE user_id = ${userId} AND store = ${store}`,
        );
        remainingSeconds = remainingCooldown(row?.started_at ?? null, now, cooldownSeconds);
      }
      return { kind: 'cooling', remainingSeconds: Math.max(remainingSeconds, 1) };
    },

    /** A failed sync gives the cooldown back: the start before it counts again (unless another sync has started since). */
    async releaseSync(userId: number, store: Store, startedAt: Date): Promise<void> {
      await db.execute(sql`UPDATE store_sync_claims SET started_at = previous_started_at, previous_started_at = NULL
        WHERE user_id = ${userId} AND store = ${store} AND started_at = ${startedAt.toISOString()}::timestamptz`);
    },

    async finishSync(userId: number, store: Store, now: Date): Promise<void> {
      await db.execute(sql`UPDATE store_links SET last_synced_at = ${now.toISOString()}::timestamptz
        WHERE user_id = ${userId} AND store = ${store}`);
    },

    /**
     * Writes what the store reported for the linked account: new items are added, known ones get their
     * title, icon and playtime (never their mapping), and items the store no longer lists are marked not
     * owned. False, and nothing written, when that account is no longer linked (disconnected or replaced
     * while its library was fetched); the link stays locked while the rows are written.
     */
    async saveLibrary(
      userId: number,
      store: Store,
      externalUserId: string,
      items: readonly LibraryItemInput[],
      now: Date,
    ): Promise<boolean> {
      const nowIso = now.toISOString();
      return db.transaction(async (tx) => {
        const linked = await queryRows<{ user_id: number }>(
          tx,
          sql`SELECT user_id FROM store_links WHERE user_id = ${userId} AND store = ${store} AND external_user_id = ${externalUserId}
              FOR SHARE`,
        );
        if (!linked.length) return false;
        if (items.length)
          await tx.execute(sql`INSERT INTO store_library_games
              (user_id, store, external_id, title, icon_url, playtime_forever, playtime_2weeks, last_played_at, owned, last_synced_at)
            SELECT ${userId}, ${store}, external_id, title, icon_url, playtime_forever, playtime_2weeks, last_played_at, true, ${nowIso}::timestamptz
            FROM jsonb_to_recordset(${JSON.stringify(items.map(itemJson))}::jsonb) AS x(external_id text, title text,
              icon_url text, playtime_forever integer, playtime_2weeks integer, last_played_at timestamptz)
            ON CONFLICT (user_id, store, external_id) DO UPDATE SET title = excluded.title, icon_url = excluded.icon_url,
              playtime_forever = excluded.playtime_forever, playtime_2weeks = excluded.playtime_2weeks,
              last_played_at = excluded.last_played_at, owned = true, last_synced_at = excluded.last_synced_at`);
        await tx.execute(sql`UPDATE store_library_games SET owned = false
          WHERE user_id = ${userId} AND store = ${store} AND owned AND last_synced_at < ${nowIso}::timestamptz`);
        return true;
      });
    },

    /** Items without a game that the user did not leave so by choice: of one user, or of every user when userId is null. */
    async unmatched(store: Store, userId: number | null): Promise<{ externalId: string; title: string }[]> {
      const rows = await queryRows<{ external_id: string; title: string }>(
        db,
        sql`SELECT DISTINCT ON (external_id) external_id, title FROM store_library_games
            WHERE store = ${store} AND game_id IS NULL AND match_method IS DISTINCT FROM 'manual'
              ${userId === null ? sql`` : sql`AND user_id = ${userId}`}
            ORDER BY external_id, last_synced_at DESC`,
      );
      return rows.map((row) => ({ externalId: row.external_id, title: row.title }));
    },

    /** Records automatic matches on items still unmatched (a manual choice is never overwritten). */
    async applyMatches(store: Store, matches: readonly LibraryMatch[], userId: number | null): Promise<void> {
      const found = matches.filter((m) => m.gameId !== null);
      if (!found.length) return;
      await db.execute(sql`UPDATE store_library_games g SET game_id = x.game_id, match_method = x.method, match_confidence = x.confidence
        FROM jsonb_to_recordset(${JSON.stringify(found.map(matchJson))}::jsonb) AS x(external_id text, game_id integer, method text, confidence double precision)
        WHERE g.store = ${store} AND g.external_id = x.external_id AND g.game_id IS NULL AND g.match_method IS DISTINCT FROM 'manual'
          AND EXISTS (SELECT 1 FROM games WHERE games.id = x.game_id)
          ${userId === null ? sql`` : sql`AND g.user_id = ${userId}`}`);
    },

    /** The user's owned items, mapped ones with their game (`mapped` filters; undefined: all). */
    async list(userId: number, store: Store, options: { mapped?: boolean; id?: number } = {}): Promise<LibraryRow[]> {
      const rows = await queryRows<
        Partial<GameRow> & {
          item_id: number;
          external_id: string;
          title: string;
          icon_url: string | null;
          playtime_forever: number;
          playtime_2weeks: number | null;
          match_method: LibraryRow['matchMethod'];
          item_synced_at: string;
          game_id: number | null;
        }
      >(
        db,
        sql`SELECT l.id AS item_id, l.external_id, l.title, l.icon_url, l.playtime_forever, l.playtime_2weeks, l.match_method,
              l.game_id, ${iso('l.last_synced_at')} AS item_synced_at, ${gameColumns}
            FROM store_library_games l LEFT JOIN games g ON g.id = l.game_id
            WHERE l.user_id = ${userId} AND l.store = ${store} AND l.owned
              ${options.mapped === undefined ? sql`` : options.mapped ? sql`AND l.game_id IS NOT NULL` : sql`AND l.game_id IS NULL`}
              ${options.id === undefined ? sql`` : sql`AND l.id = ${options.id}`}
            ORDER BY (l.game_id IS NULL), l.playtime_forever DESC, l.id`, // The contract's `storeLibraryOrder`.
      );
      return rows.map((row) => ({
        id: row.item_id,
        externalId: row.external_id,
        title: row.title,
        iconUrl: row.icon_url,
        playtimeForever: row.playtime_forever,
        playtime2weeks: row.playtime_2weeks,
        matchMethod: row.match_method,
        itemSyncedAt: row.item_synced_at,
        game: row.game_id === null ? null : (row as unknown as GameRow),
      }));
    },

    /** Catalog games by id (suggestions, manual mappings), in no particular order. */
    async gameRows(ids: readonly number[]): Promise<GameRow[]> {
      if (!ids.length) return [];
      return queryRows<GameRow>(db, sql`SELECT ${gameColumns} FROM games g WHERE g.id = ANY(${`{${ids.join(',')}}`}::int[])`);
    },

    async counts(userId: number, store: Store): Promise<{ total: number; mapped: number; minutes: number }> {
      const [row] = await queryRows<{ total: number; mapped: number; minutes: string | number }>(
        db,
        sql`SELECT count(*)::int AS total, count(game_id)::int AS mapped, coalesce(sum(playtime_forever), 0)::bigint AS minutes
            FROM store_library_games WHERE user_id = ${userId} AND store = ${store} AND owned`,
      );
      return { total: row?.total ?? 0, mapped: row?.mapped ?? 0, minutes: Number(row?.minutes ?? 0) };
    },

    /** The user's own choice for an item: a game, or none (null); false when the item is not the user's. */
    async setManual(userId: number, store: Store, id: number, gameId: number | null): Promise<boolean> {
      const updated = await queryRows<{ id: number }>(
        db,
        sql`UPDATE store_library_games SET game_id = ${gameId}, match_method = 'manual', match_confidence = NULL
            WHERE id = ${id} AND user_id = ${userId} AND store = ${store} RETURNING id`,
      );
      return updated.length > 0;
    },
  };
}

/** Seconds until the cooldown that started at `startedAt` ends (0 when over). */
export function remainingCooldown(startedAt: string | null, now: Date, cooldownSeconds: number): number {
  if (!startedAt) return 0;
  const elapsed = (now.getTime() - Date.parse(startedAt)) / 1000;
  return Math.max(0, Math.ceil(cooldownSeconds - elapsed));
}

const itemJson = (item: LibraryItemInput) => ({
  external_id: item.externalId,
  title: item.title,
  icon_url: item.iconUrl,
  playtime_forever: item.playtimeForever,
  playtime_2weeks: item.playtime2weeks,
  last_played_at: item.lastPlayedAt,
});

const matchJson = (match: LibraryMatch) => ({
  external_id: match.externalId,
  game_id: match.gameId,
  method: match.method,
  confidence: match.confidence,
});

/** The profile's store-link fields from a user's links (accounts shows them on the own profile). */
export async function storeLinkFields(db: AppDb, userId: number) {
  const rows = await queryRows<StoreLinkRow & { store: Store }>(
    db,
    sql`SELECT store, external_user_id AS "externalUserId", username, avatar_url AS "avatarUrl", profile_url AS "profileUrl",
          NULL AS "syncStartedAt", ${iso('last_synced_at')} AS "lastSyncedAt"
        FROM store_links WHERE user_id = ${userId}`,
  );
  const steam = rows.find((row) => row.store === 'steam');
  const gog = rows.find((row) => row.store === 'gog');
  return {
    steamId: steam?.externalUserId ?? null,
    steamProfileUrl: steam?.profileUrl ?? null,
    steamLastSyncedAt: steam?.lastSyncedAt ?? null,
    gogUserId: gog?.externalUserId ?? null,
    gogUsername: gog?.username ?? null,
    gogAvatarUrl: gog?.avatarUrl ?? null,
    gogLastSyncedAt: gog?.lastSyncedAt ?? null,
  };
}
