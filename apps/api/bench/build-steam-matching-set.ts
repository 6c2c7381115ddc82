/**
 * Builds steam-matching-set.json, the labelled set `npm run matching:eval` measures title matching on:
 *
 *   node --import tsx apps/api/bench/build-steam-matching-set.ts
 *
 * - Titles: real Steam store titles from steam-korean-localization.json (snowyegret23/Steam_KRLocInfo,
 *   Apache-2.0; records gathered from steamapp.net, QuasarZone/QuasarPlay, DirectG and STOVE), read
 *   from ../shared/data/catalog like the other bench scripts. English ones only: at least one Latin
 *   letter, no Hangul, and more Latin letters than CJK characters (bilingual "Title / タイトル" stays).
 * - Truth: the IGDB game (content by IGDB.com) whose Steam link (`store.steampowered.com/app/<id>`)
 *   is the record's appid; appids linked from two IGDB games are left out. Never from the matcher.
 * - Items whose title is exactly the name of another dump game while the linked game is named otherwise
 *   are marked (`sameNameElsewhere`, by plain comparison: case, marks and punctuation only): there the
 *   link, not the title, decides what counts as right, and the eval shows figures with and without them.
 * - Records without a title whose store URL slug reads as an edition, DLC or soundtrack are added
 *   with the slug as the title ("Vampire_The_Masquerade__Bloodlines" → "Vampire The Masquerade
 *   Bloodlines"), marked `source: "slug"`: the titles alone hold few of those.
 * - Every eligible record is kept (no subsampling: the file has about 2,400); each item carries its
 *   game's popularity tier (see TIERS), so the eval reports by tier. The records come from Korean
 *   community lists, which lean towards well-known games: the summary printed at the end shows the spread.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { streamIgdbDump } from '../src/modules/catalog/ingest/igdb-dump.ts';
import { igdbToSeedGame } from '../src/modules/catalog/ingest/igdb-mapping.ts';
import { DEFAULT_CATALOG_DIR, DEFAULT_DUMP_FILES, STEAM_KOREAN_FILE_NAME } from '../src/modules/catalog/ingest/import-igdb.ts';
import { storeItemKind } from '../src/modules/store-matching/store-item-kind.ts';

/**
 * Popularity tiers of the Steam-linked games (the dump's popularity prior): the bottom half, the next
 * 40 %, the next 8 % and the top 2 %. The prior is flat for most games (half score 10 or less), so
 * quartiles would not separate anything.
 */
const TIERS = ['low', 'mid', 'high', 'top'] as const;
type Tier = (typeof TIERS)[number];

/** One labelled item; matching-eval.ts reads the same shape. */
type MatchingSetItem = {
  appId: number;
  /** The Steam store title (or the readable store URL slug when `source` is "slug"). */
  title: string;
  source?: 'slug';
  /** The IGDB game whose Steam link is appId: the expected match. */
  igdbId: number;
  /** Its IGDB name, for reading the file and the eval's confusions. */
  igdbName: string;
  tier: Tier;
  /**
   * Other dump games named exactly like the title (case, marks and punctuation aside) while the linked
   * game is not: IGDB's link and the store title disagree, and a user would expect the same-named game.
   * The eval reports its figures with and without these items.
   */
  sameNameElsewhere?: { igdbId: number; name: string }[];
};

const SET_SOURCE =
  'Steam store titles from snowyegret23/Steam_KRLocInfo (steam-korean-localization.json, commit 072fc3c2, Apache-2.0; records ' +
  'gathered from steamapp.net, QuasarZone/QuasarPlay, DirectG and STOVE). Expected games from the Steam links of the IGDB ' +
  'dump (content by IGDB.com, via mubaraknumann/unifiDB). Built by apps/api/bench/build-steam-matching-set.ts.';

const OUTPUT = fileURLToPath(new URL('./steam-matching-set.json', import.meta.url));
const STEAM_APP = /store\.steampowered\.com\/app\/(\d+)(?:\/([^/?#]*))?/;
const HANGUL = /[\uAC00-\uD7A3\u3131-\u318E]/u;
const LATIN = /\p{Script=Latin}/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
/** Slugs worth adding: editions, DLC and soundtracks (the titles have few). */
const SLUG_WORTH_ADDING =
  /\b(?:edition|goty|remaster(?:ed)?|definitive|complete|deluxe|director|dlc|pack|soundtrack|expansion|season pass)\b/i;

type KrLocRecord = { app_id?: string; game_title?: string | null; steam_link?: string | null };
type IgdbGame = { igdbId: number; name: string; popularity: number };

/** Names compared plainly: case, ™ ® ©, accents and everything but letters and digits aside. */
const plainName = (name: string): string =>
  name
    .replace(/[™®©℠]/gu, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

function isEnglishTitle(title: string): boolean {
  if (HANGUL.test(title)) return false;
  const latin = title.match(LATIN)?.length ?? 0;
  return latin > 0 && latin > (title.match(CJK)?.length ?? 0);
}

const slugTitle = (slug: string): string => decodeURIComponent(slug).replace(/_+/g, ' ').trim();

/** Where the bottom half, the next 40 %, the next 8 % and the top 2 % of a list of numbers begin. */
function tierCuts(values: number[]): [number, number, number] {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return [at(0.5), at(0.9), at(0.98)];
}

async function main(): Promise<void> {
  // Every Steam-linked IGDB game with its popularity prior (the importer's formula, no famous bonus).
  const gamesByApp = new Map<string, IgdbGame[]>();
  const igdbIdsByPlainName = new Map<string, Map<number, string>>();
  for (const file of DEFAULT_DUMP_FILES) {
    for await (const record of streamIgdbDump(file, { onBadLine: () => {} })) {
      const plain = plainName(record.name);
      igdbIdsByPlainName.set(plain, (igdbIdsByPlainName.get(plain) ?? new Map<number, string>()).set(record.igdb_id, record.name));
      const appIds = new Set<string>();
      for (const ext of record.external_ids ?? []) {
        const appId = ext.url ? STEAM_APP.exec(ext.url)?.[1] : undefined;
        if (appId) appIds.add(appId);
      }
      if (!appIds.size) continue;
      const game = { igdbId: record.igdb_id, name: record.name, popularity: igdbToSeedGame(record, { keepSummary: false }).popularity };
      for (const appId of appIds) {
        const linked = gamesByApp.get(appId) ?? [];
        // A later file repeats an id (the famous games): keep one entry per IGDB id.
        gamesByApp.set(appId, [...linked.filter((g) => g.igdbId !== game.igdbId), game]);
      }
    }
  }
  const cuts = tierCuts([...new Map([...gamesByApp.values()].flat().map((g) => [g.igdbId, g.popularity])).values()]);
  const tierOf = (popularity: number): Tier => TIERS[cuts.filter((cut) => popularity > cut).length]!;

  const file = path.join(DEFAULT_CATALOG_DIR, STEAM_KOREAN_FILE_NAME);
  const records = (JSON.parse(readFileSync(file, 'utf8')) as { games: KrLocRecord[] }).games;
  const items: MatchingSetItem[] = [];
  const seen = new Set<string>();
  const skipped = { unlinked: 0, linkedTwice: 0, notEnglish: 0, noTitle: 0 };
  for (const record of records) {
    const appId = record.app_id?.trim();
    if (!appId || seen.has(appId)) continue;
    seen.add(appId);
    const linked = gamesByApp.get(appId);
    if (!linked) {
      skipped.unlinked += 1;
      continue;
    }
    if (linked.length > 1) {
      skipped.linkedTwice += 1;
      continue;
    }
    const game = linked[0]!;
    const title = record.game_title?.trim() ?? '';
    const slug = record.steam_link ? STEAM_APP.exec(record.steam_link)?.[2] : undefined;
    let item: Pick<MatchingSetItem, 'title' | 'source'> | null = null;
    if (title) item = isEnglishTitle(title) ? { title } : null;
    else if (slug && SLUG_WORTH_ADDING.test(slugTitle(slug))) item = { title: slugTitle(slug), source: 'slug' };
    if (!item) {
      if (title) skipped.notEnglish += 1;
      else skipped.noTitle += 1;
      continue;
    }
    const plainTitle = plainName(item.title);
    const sameNameElsewhere =
      plainName(game.name) === plainTitle
        ? []
        : [...(igdbIdsByPlainName.get(plainTitle) ?? new Map<number, string>())].map(([igdbId, name]) => ({ igdbId, name }));
    items.push({
      appId: Number(appId),
      ...item,
      igdbId: game.igdbId,
      igdbName: game.name,
      tier: tierOf(game.popularity),
      ...(sameNameElsewhere.length ? { sameNameElsewhere } : {}),
    });
  }
  items.sort((a, b) => a.appId - b.appId);
  // One item per line before formatting: Prettier keeps the short ones on one line, so the file stays readable.
  const text = `{"source": ${JSON.stringify(SET_SOURCE)}, "popularityTierCuts": ${JSON.stringify(cuts)},\n"items": [\n${items.map((i) => JSON.stringify(i)).join(',\n')}\n]}`;
  writeFileSync(OUTPUT, await format(text, { ...(await resolveConfig(OUTPUT)), filepath: OUTPUT }));
  const count = (predicate: (item: MatchingSetItem) => boolean) => items.filter(predicate).length;
  console.log(`${items.length} items written to ${path.relative(process.cwd(), OUTPUT)}`);
  console.log(`  by tier: ${TIERS.map((tier) => `${tier} ${count((i) => i.tier === tier)}`).join(', ')}`);
  const kindOf = new Map(items.map((i) => [i, storeItemKind(i.title)]));
  const kinds = [...new Set(kindOf.values())].map((kind) => `${kind} ${count((i) => kindOf.get(i) === kind)}`);
  console.log(`  titles naming another game exactly: ${count((i) => i.sameNameElsewhere !== undefined)}`);
  console.log(`  slug titles: ${count((i) => i.source === 'slug')}; kinds: ${kinds.join(', ')}`);
  console.log(`  skipped: ${JSON.stringify(skipped)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
