/**
 * Store title matching on the full IGDB catalog (content by IGDB.com), measured on
 * steam-matching-set.json (real Steam titles with the game IGDB links to their appid; see
 * build-steam-matching-set.ts):
 *
 *   npm run matching:eval                  # DATABASE_URL, default the bench database
 *   npm run matching:eval -- --misses      # also list every unmapped title
 *
 * - Title only (store ids hidden): precision (correct / mapped), recall (correct / items), mapped count,
 *   by popularity tier, the time of the whole set's match, and the worst confusions (wrong games, most
 *   confident first). Targets: precision ≥ 99 %, recall ≥ 90 %.
 * - With store ids: every item whose appid is in game_store_refs must map to that game.
 * - Non-game guard: each game title with a soundtrack, DLC, demo, server or playtest suffix (synthetic)
 *   must never map to a main game.
 * The database is only read: load it first (npm run bench:api -- --load-only). It reports and exits 0.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { loadBenchConfig } from './bench-config.ts';
import type { AppDb } from '../src/db/database.ts';
import { levelOf } from '../src/modules/store-matching/match-decision.ts';
import { storeItemKind } from '../src/modules/store-matching/store-item-kind.ts';

const SET_FILE = fileURLToPath(new URL('./steam-matching-set.json', import.meta.url));
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/gameshelf_bench';
const TARGETS = { precision: 0.99, recall: 0.9 };
const MIN_ITEMS = 2_000;
const WORST_CONFUSIONS = 25;
/** Suffixes of the synthetic non-game titles, one per game title in turn. */
const NON_GAME_SUFFIXES = [
  ' Soundtrack',
  ' - Season Pass',
  ' Demo',
  ' Dedicated Server',
  ' Playtest',
  ': Costume Pack',
  ' - Original Soundtrack',
  ' SDK',
];

const SetSchema = z.object({
  source: z.string().min(1),
  items: z.array(
    z.object({
      appId: z.number().int().positive(),
      title: z.string().min(1),
      source: z.literal('slug').optional(),
      igdbId: z.number().int().positive(),
      igdbName: z.string(),
      tier: z.enum(['low', 'mid', 'high', 'top']),
      sameNameElsewhere: z.array(z.object({ igdbId: z.number().int(), name: z.string() })).optional(),
    }),
  ),
});
type Item = z.infer<typeof SetSchema>['items'][number];

const percent = (part: number, whole: number): string => (whole ? `${((100 * part) / whole).toFixed(2)} %` : 'n/a');

async function gameIdsByIgdbId(db: AppDb, igdbIds: readonly number[]): Promise<Map<number, { id: number; name: string; isMain: boolean }>> {
  const { queryRows } = await import('../src/db/database.ts');
  const rows = await queryRows<{ id: number; igdb_id: number; name: string; is_main: boolean }>(
    db,
    sql`SELECT id, igdb_id, name, is_main FROM games WHERE igdb_id = ANY(${`{${igdbIds.join(',')}}`}::int[])`,
  );
  return new Map(rows.map((row) => [row.igdb_id, { id: row.id, name: row.name, isMain: row.is_main }]));
}

async function gameFacts(db: AppDb, ids: readonly number[]): Promise<Map<number, { name: string; isMain: boolean }>> {
  const { queryRows } = await import('../src/db/database.ts');
  if (!ids.length) return new Map();
  const rows = await queryRows<{ id: number; name: string; is_main: boolean }>(
    db,
    sql`SELECT id, name, is_main FROM games WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`,
  );
  return new Map(rows.map((row) => [row.id, { name: row.name, isMain: row.is_main }]));
}

async function main(): Promise<void> {
  const showMisses = process.argv.includes('--misses');
  const { openDatabase, queryRows } = await import('../src/db/database.ts');
  const { createStoreMatcher } = await import('../src/modules/store-matching/store-matcher.ts');
  const set = SetSchema.parse(JSON.parse(readFileSync(SET_FILE, 'utf8')));
  const databaseUrl = loadBenchConfig().databaseUrl ?? DEFAULT_DATABASE_URL;
  const database = await openDatabase({ databaseUrl, poolSize: 2 });
  try {
    const { db } = database;
    const games = await gameIdsByIgdbId(db, [
      ...new Set(set.items.flatMap((i) => [i.igdbId, ...(i.sameNameElsewhere ?? []).map((g) => g.igdbId)])),
    ]);
    const items = set.items.filter((item) => games.has(item.igdbId));
    const missing = set.items.length - items.length;
    const matcher = createStoreMatcher(db);
    const storeItems = items.map((item) => ({ externalId: String(item.appId), title: item.title }));

    console.log(
      `# Store title matching (${items.length} Steam titles${missing ? `; ${missing} whose game is not in this catalog left out` : ''})\n`,
    );
    if (items.length < MIN_ITEMS) console.log(`✗ the set needs at least ${MIN_ITEMS} items\n`);

    // Title only. The first run also warms the connection and the planner; both are shown.
    let started = performance.now();
    const titleOnly = await matcher.match('steam', storeItems, { useStoreIds: false });
    const coldMs = performance.now() - started;
    started = performance.now();
    await matcher.match('steam', storeItems, { useStoreIds: false });
    const warmMs = performance.now() - started;

    /**
     * Where the store title is exactly another catalog game's name while IGDB links the appid elsewhere
     * (Battlefield 4 → "Battlefield 4: Premium Edition", Metro 2033 Redux → the "Metro Redux" bundle),
     * the links do not tell the true game: the game the title names is right too (docs/decisions.md,
     * "Matching figures"). `strict` counts IGDB's link only.
     */
    const accepted = (item: Item, strict: boolean): number[] => [
      games.get(item.igdbId)!.id,
      ...(strict ? [] : (item.sameNameElsewhere ?? []).flatMap((g) => games.get(g.igdbId)?.id ?? [])),
    ];
    const outcome = (item: Item, strict = false) => {
      const match = titleOnly.get(String(item.appId));
      const correct = match?.gameId != null && accepted(item, strict).includes(match.gameId);
      return { match, mapped: match?.gameId != null, correct };
    };
    const summarise = (subset: readonly Item[], strict = false) => {
      const outcomes = subset.map((item) => outcome(item, strict));
      const mapped = outcomes.filter((o) => o.mapped).length;
      const correct = outcomes.filter((o) => o.correct).length;
      return {
        items: subset.length,
        mapped,
        correct,
        precision: mapped ? correct / mapped : 1,
        recall: subset.length ? correct / subset.length : 1,
      };
    };
    const all = summarise(items);
    const strict = summarise(items, true);
    const undisputed = summarise(items.filter((i) => !i.sameNameElsewhere));
    const verdict = (value: number, target: number) => (value >= target ? '✓' : '✗');
    console.log('| titles only | items | mapped | correct | precision | recall |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    const row = (label: string, s: ReturnType<typeof summarise>) =>
      console.log(
        `| ${label} | ${s.items} | ${s.mapped} | ${s.correct} | ${percent(s.correct, s.mapped)} | ${percent(s.correct, s.items)} |`,
      );
    row("**all** (IGDB's link, or the game the title names exactly)", all);
    row('all, against IGDB links only', strict);
    row('without titles that name another game exactly', undisputed);
    for (const tier of ['top', 'high', 'mid', 'low'] as const) row(`popularity ${tier}`, summarise(items.filter((i) => i.tier === tier)));
    row(
      'edition or DLC in the title or the IGDB name',
      summarise(
        items.filter((i) => /edition|goty|dlc|pack|remaster|definitive|complete|deluxe|director/i.test(`${i.title} ${i.igdbName}`)),
      ),
    );
    row(
      'title with CJK or a second name',
      summarise(items.filter((i) => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]| \/ |\|/u.test(i.title))),
    );
    const figures = (s: ReturnType<typeof summarise>) =>
      `precision ${percent(s.correct, s.mapped)} ${verdict(s.precision, TARGETS.precision)}, recall ${percent(s.correct, s.items)} ${verdict(s.recall, TARGETS.recall)}, ${s.mapped} of ${s.items} mapped`;
    console.log(
      `\nAll items: ${figures(all)}.\nAgainst IGDB's links only: ${figures(strict)}.\n` +
        `Without the ${all.items - undisputed.items} titles that name another catalog game exactly (IGDB links them elsewhere): ${figures(undisputed)}.\n` +
        `Targets: precision ${TARGETS.precision * 100} %, recall ${TARGETS.recall * 100} %. Title-only match of the whole set: ${coldMs.toFixed(0)} ms (again: ${warmMs.toFixed(0)} ms).`,
    );
    // As production meets a Steam title: its own appid unknown to the catalog, the other appids' links known.
    const asNew = await matcher.match('steam', storeItems, { hideOwnStoreId: true });
    const asNewFigures = (subset: readonly Item[]) => {
      const outcomes = subset.map((item) => asNew.get(String(item.appId))?.gameId ?? null);
      const mapped = outcomes.filter((id) => id !== null).length;
      const correct = subset.filter((item, i) => {
        const gameId = outcomes[i];
        return gameId != null && accepted(item, false).includes(gameId);
      }).length;
      return `precision ${percent(correct, mapped)} ${verdict(mapped ? correct / mapped : 1, TARGETS.precision)}, recall ${percent(correct, subset.length)} ${verdict(subset.length ? correct / subset.length : 1, TARGETS.recall)}, ${mapped} of ${subset.length} mapped`;
    };
    console.log(
      `As for a new appid (its own link hidden, other appids' links known, as production matches titles): all items ${asNewFigures(items)}.`,
    );
    // How far each confidence level can be trusted (the suggest route's levels), on the undisputed items.
    const byLevel = (['high', 'medium', 'low'] as const).map((level) => {
      const outcomes = items
        .filter((i) => !i.sameNameElsewhere)
        .map((item) => outcome(item))
        .filter((o) => o.mapped && levelOf(o.match!.confidence!) === level);
      return `${level} ${outcomes.length} (${percent(outcomes.filter((o) => o.correct).length, outcomes.length)} right)`;
    });
    console.log(`Mapped by confidence level, without those titles: ${byLevel.join(', ')}.\n`);

    // Worst confusions: wrong games, most confident first; those IGDB's link and the title disagree on last.
    const wrong = items
      .map((item) => ({ item, ...outcome(item) }))
      .filter((o) => o.mapped && !o.correct)
      .sort(
        (a, b) =>
          Number(!!a.item.sameNameElsewhere) - Number(!!b.item.sameNameElsewhere) ||
          (b.match?.confidence ?? 0) - (a.match?.confidence ?? 0),
      );
    const names = await gameFacts(
      db,
      wrong.map((w) => w.match!.gameId!),
    );
    console.log(`## Worst confusions (${wrong.length} wrong)\n`);
    for (const w of wrong.slice(0, showMisses ? wrong.length : WORST_CONFUSIONS)) {
      const named = w.item.sameNameElsewhere ? ' [title names another game exactly]' : '';
      console.log(
        `- "${w.item.title}" → ${names.get(w.match!.gameId!)?.name ?? w.match!.gameId} (${w.match!.confidence}); IGDB links appid ${w.item.appId} to ${w.item.igdbName}${named}`,
      );
    }
    if (showMisses) {
      const misses = items.filter((item) => !outcome(item).mapped);
      console.log(`\n## Unmapped (${misses.length})\n`);
      for (const item of misses) console.log(`- "${item.title}" (expected ${item.igdbName})`);
    }

    // With store ids: every linked appid maps to its game.
    const refs = await queryRows<{ external_id: string; game_id: number }>(
      db,
      sql`SELECT external_id, game_id FROM game_store_refs WHERE store = 'steam' AND external_id = ANY(${`{${items.map((i) => i.appId).join(',')}}`}::text[])`,
    );
    started = performance.now();
    const withIds = await matcher.match('steam', storeItems);
    const withIdsMs = performance.now() - started;
    const byRef = refs.filter(
      (ref) => withIds.get(ref.external_id)?.gameId === ref.game_id && withIds.get(ref.external_id)?.method === 'store_id',
    );
    const withIdsCorrect = items.filter((item) => withIds.get(String(item.appId))?.gameId === games.get(item.igdbId)!.id).length;
    console.log(
      `\nWith store ids: ${byRef.length} of ${refs.length} linked appids map to their game ${byRef.length === refs.length ? '✓' : '✗'}; ` +
        `${withIdsCorrect} of ${items.length} items correct overall (${percent(withIdsCorrect, items.length)}), ${withIdsMs.toFixed(0)} ms.`,
    );

    // Non-game guard: synthetic soundtrack/DLC/demo/server titles of the set's games.
    const nonGames = items
      .filter((item) => storeItemKind(item.title) === 'game')
      .map((item, index) => ({
        externalId: `ng${item.appId}`,
        title: `${item.title}${NON_GAME_SUFFIXES[index % NON_GAME_SUFFIXES.length]}`,
      }));
    const guarded = await matcher.match('steam', nonGames, { useStoreIds: false });
    const mappedIds = [...guarded.values()].flatMap((m) => (m.gameId === null ? [] : [m.gameId]));
    const facts = await gameFacts(db, mappedIds);
    const toMain = nonGames.filter((ng) => {
      const id = guarded.get(ng.externalId)?.gameId;
      return id != null && facts.get(id)?.isMain;
    });
    console.log(
      `Non-game guard: ${nonGames.length} synthetic titles, ${mappedIds.length} mapped (to an entry of the same kind), ` +
        `${toMain.length} to a main game ${toMain.length ? '✗' : '✓'}.`,
    );
    for (const ng of toMain.slice(0, 10)) console.log(`  - "${ng.title}" → ${facts.get(guarded.get(ng.externalId)!.gameId!)?.name}`);
    console.log(`\n${set.source}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
