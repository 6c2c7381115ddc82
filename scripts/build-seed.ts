/**
 * Builds the committed seed catalog, apps/api/seed/catalog.json.gz, from the IGDB dump in
 * ../shared/data/catalog (content by IGDB.com; Korean Steam titles from snowyegret23/Steam_KRLocInfo,
 * gathered from steamapp.net, QuasarZone/QuasarPlay, DirectG and STOVE).
 *
 *   npm run seed:build            # or: node --import tsx scripts/build-seed.ts [--data <dir>] [--limit <n>]
 *
 * Output: a gzip JSON array of SeedGame sorted by igdbId, facts only (no summaries), a few thousand
 * well-known games on at least one of the app's six platforms. The output is deterministic: the same
 * inputs give the same bytes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { PLATFORM_CODES, type PlatformCode } from '@gameshelf/contracts';
import {
  igdbToSeedGame,
  looksLikeAddOnOrEdition,
  mapPlatformCode,
  type IgdbGameRecord,
  type IgdbMappingContext,
} from '../apps/api/src/modules/catalog/ingest/igdb-mapping.ts';
import { FEATURED_IGDB_IDS, KOREAN_TITLE_ROWS, KOREAN_TITLES } from '../apps/api/src/modules/catalog/ingest/korean-titles.ts';
import { readSteamKoreanData, streamIgdbDump } from '../apps/api/src/modules/catalog/ingest/igdb-dump.ts';
import { SeedCatalogSchema, type SeedGame } from '../apps/api/src/modules/catalog/ingest/seed-format.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const argValue = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

const dataDir = path.resolve(argValue('--data') ?? path.join(repoRoot, '..', 'shared', 'data', 'catalog'));
const outFile = path.join(repoRoot, 'apps', 'api', 'seed', 'catalog.json.gz');
/** How many games the seed keeps (curated famous games always count towards it). */
const TARGET_COUNT = Number(argValue('--limit') ?? 4000);

const DUMP_FILES = ['igdb-games.jsonl.gz', 'igdb-games-ma-bucket.jsonl.gz', 'igdb-games-th-famous.jsonl.gz'];
const TH_FAMOUS_FILE = 'igdb-games-th-famous.jsonl.gz';

type Candidate = { game: SeedGame; record: IgdbGameRecord; forced: boolean };

async function main(): Promise<void> {
  const started = Date.now();
  const steamKorean = readSteamKoreanData(path.join(dataDir, 'steam-korean-localization.json'));

  // Pass 1: read every line (later files win for a repeated id: the "th" famous file is read last).
  const records = new Map<number, IgdbGameRecord>();
  const thFamousIds = new Set<number>();
  for (const file of DUMP_FILES) {
    for await (const record of streamIgdbDump(path.join(dataDir, file))) {
      records.set(record.igdb_id, record);
      if (file === TH_FAMOUS_FILE) thFamousIds.add(record.igdb_id);
    }
  }
  checkCuratedRows(records);

  const famousIgdbIds = new Set<number>([...KOREAN_TITLES.keys(), ...thFamousIds]);
  const ctx: IgdbMappingContext = {
    keepSummary: false,
    koreanTitlesByIgdbId: KOREAN_TITLES,
    koreanTitlesBySteamAppId: steamKorean.titles,
    koreanSupportBySteamAppId: steamKorean.support,
    famousIgdbIds,
    featuredIgdbIds: FEATURED_IGDB_IDS,
  };

  // Pass 2: games on at least one of the six platforms.
  const onAppPlatforms: { game: SeedGame; record: IgdbGameRecord }[] = [];
  for (const record of records.values()) {
    const game = igdbToSeedGame(record, ctx);
    if (game.platforms.some((p) => mapPlatformCode(p) !== null)) onAppPlatforms.push({ game, record });
  }
  // Games that other entries can be add-ons or editions of: name -> earliest release date.
  const bases = new Map<string, string | null>();
  for (const { game } of onAppPlatforms) {
    if (game.totalRating === null && !famousIgdbIds.has(game.igdbId)) continue;
    const known = bases.get(game.name);
    if (
      !bases.has(game.name) ||
      (game.firstReleaseDate !== null && (known === null || known === undefined || game.firstReleaseDate < known))
    ) {
      bases.set(game.name, game.firstReleaseDate);
    }
  }
  const candidates: Candidate[] = [];
  for (const { game, record } of onAppPlatforms) {
    const forced = famousIgdbIds.has(game.igdbId);
    if (forced || (isWellKnownMainGame(game, record) && !isDerivative(game, bases))) {
      candidates.push({ game, record, forced });
    }
  }

  // Famous games first, then by popularity (ties: lower igdbId, i.e. older IGDB entries, first).
  candidates.sort((a, b) => Number(b.forced) - Number(a.forced) || b.game.popularity - a.game.popularity || a.game.igdbId - b.game.igdbId);
  const selected = candidates.slice(0, TARGET_COUNT).map((c) => c.game);
  selected.sort((a, b) => a.igdbId - b.igdbId);

  const catalog = SeedCatalogSchema.parse(selected);
  if (catalog.some((g) => g.summary !== null)) throw new Error('The committed seed must not carry summaries.');

  const json = JSON.stringify(catalog);
  const gz = gzipSync(Buffer.from(json, 'utf8'), { level: 9 });
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, gz);

  printSummary(catalog, gz.length, json.length, records.size, candidates.length, Date.now() - started);
}

/**
 * Heuristics for "a real, well-known main game" (the dump has no game-type field):
 * - not a DLC, season pass, soundtrack, demo, pack or bundle (name patterns);
 * - a retail edition of another game ("... Deluxe Edition") only when critics reviewed it on its own;
 * - has a cover;
 * - has evidence of being known: a critic score, or at least two digital storefronts, or retail
 *   (Amazon) listings plus one storefront. Fan games and tiny releases rarely have any of these.
 * The popularity ranking then keeps the best-known of these.
 */
function isWellKnownMainGame(game: SeedGame, record: IgdbGameRecord): boolean {
  if (!game.coverImageId) return false;
  const rated = game.totalRating !== null;
  if (looksLikeAddOnOrEdition(game.name) && !(rated && !/\b(?:DLC|Season Pass|Soundtrack|OST|Demo|Pack|Bundle)\b/i.test(game.name))) {
    return false;
  }
  if (rated) return true;
  const hosts = new Set<string>();
  let amazon = 0;
  for (const ext of record.external_ids ?? []) {
    const url = ext.url ?? '';
    if (/amazon\.[a-z.]+\//i.test(url)) amazon += 1;
    else if (/store\.steampowered\.com|store\.playstation\.com|microsoft\.com|xbox\.com|epicgames\.com|gog\.com/i.test(url)) {
      hosts.add(new URL(url).hostname.replace(/^www\./, ''));
    }
  }
  return hosts.size >= 2 || (amazon >= 1 && hosts.size >= 1);
}

const DERIVATIVE_SUFFIX =
  /\b(?:Edition|Pack|Expansion|Episode|Chapter|Pass|Costumes?|Outfits?|Set|Bundle|DLC|Campaign|Missions?|Maps?|Content|Update|Soundtrack|Add-?on|Upgrade|Starter)\b/i;
const STANDALONE_SUFFIX =
  /\b(?:Remaster(?:ed)?|Remake|Definitive|Director'?s Cut|Final Cut|Collection|Enhanced|HD|Complete Edition|Game of the Year|GOTY)\b/i;

/**
 * An add-on, expansion or retail edition named after another game: "<Base>: <Suffix>" or
 * "<Base> - <Suffix>" where <Base> is a reviewed (or famous) game on the app's platforms released
 * no later than this one ("Cyberpunk 2077: Phantom Liberty", "Control: Ultimate Edition"), or
 * "<Base> + <Suffix>" where the suffix reads like a pack ("... + A New Power Awakens Set").
 * Remasters, remakes, definitive editions, director's cuts and collections are releases of their own.
 * A few standalone spin-offs named this way are lost too; the curated list keeps the famous ones.
 */
function isDerivative(game: SeedGame, bases: ReadonlyMap<string, string | null>): boolean {
  const { name } = game;
  for (const match of name.matchAll(/: | [-–] | \+ /g)) {
    const base = name.slice(0, match.index);
    const suffix = name.slice(match.index + match[0].length);
    if (!bases.has(base) || STANDALONE_SUFFIX.test(suffix)) continue;
    if (match[0] === ' + ') {
      if (DERIVATIVE_SUFFIX.test(suffix)) return true;
      continue;
    }
    const baseDate = bases.get(base) ?? null;
    if (baseDate === null || game.firstReleaseDate === null || game.firstReleaseDate >= baseDate) return true;
  }
  return false;
}

function checkCuratedRows(records: ReadonlyMap<number, IgdbGameRecord>): void {
  const problems: string[] = [];
  for (const [id, name] of KOREAN_TITLE_ROWS) {
    const record = records.get(id);
    if (!record) problems.push(`${id} (${name}) is not in the dump`);
    else if (record.name !== name) problems.push(`${id} is "${record.name}" in the dump, not "${name}"`);
  }
  for (const id of FEATURED_IGDB_IDS) if (!KOREAN_TITLES.has(id)) problems.push(`featured ${id} has no curated row`);
  if (problems.length) throw new Error(`korean-titles.ts does not match the dump:\n  ${problems.join('\n  ')}`);
}

function printSummary(
  catalog: readonly SeedGame[],
  gzBytes: number,
  jsonBytes: number,
  dumpGames: number,
  candidates: number,
  ms: number,
): void {
  const perCode = new Map<PlatformCode, number>(PLATFORM_CODES.map((c) => [c, 0]));
  for (const game of catalog) {
    const codes = new Set(game.platforms.map(mapPlatformCode).filter((c) => c !== null));
    for (const code of codes) perCode.set(code, (perCode.get(code) ?? 0) + 1);
  }
  const withKo = catalog.filter((g) => g.nameKo !== null).length;
  const curatedKo = catalog.filter((g) => KOREAN_TITLES.has(g.igdbId)).length;
  const lines = [
    `Seed catalog: ${path.relative(repoRoot, outFile)}`,
    `  dump games read: ${dumpGames.toLocaleString('en')}, candidates: ${candidates.toLocaleString('en')}, kept: ${catalog.length.toLocaleString('en')}`,
    `  per platform code: ${[...perCode].map(([c, n]) => `${c} ${n}`).join(', ')}`,
    `  with nameKo: ${withKo} (curated ${curatedKo}, from Steam Korean titles ${withKo - curatedKo})`,
    `  Korean support: ${catalog.filter((g) => g.koreanSupport === 'OFFICIAL').length} official, ${catalog.filter((g) => g.koreanSupport === 'USER_PATCH').length} user patch`,
    `  featured: ${catalog.filter((g) => g.isFeatured).length}, with critic score: ${catalog.filter((g) => g.totalRating !== null).length}, with Steam appid: ${catalog.filter((g) => g.steamAppId !== null).length}, with GOG id: ${catalog.filter((g) => g.gogId !== null).length}`,
    `  size: ${(gzBytes / 1024).toFixed(1)} KiB gzip (${(jsonBytes / 1024).toFixed(1)} KiB JSON), built in ${(ms / 1000).toFixed(1)} s`,
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
