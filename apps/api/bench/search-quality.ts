/**
 * Search quality on the full IGDB catalog (content by IGDB.com): hit@1 and hit@3 of the queries in
 * search-quality.json, each with the game a Korean player means by it, and of
 * search-quality-transliteration.json: Hangul spellings, written as players write them, of
 * well-known games that have no official Korean title (only the generated readings can find them).
 *
 *   npm run search:quality                          # DATABASE_URL, default the bench database
 *   npm run search:quality -- --pglite <dataDir>    # a loaded PGlite folder instead
 *   npm run search:quality -- --check-data          # validate the set against the dumps
 *
 * - Asks the real search, createCatalog({ database }).games.listGames({ keyword, size: 3 }), for every query and
 *   prints a markdown report: hit@1 (of the `top: 1` queries) and hit@3 (of all), overall and per
 *   kind, then each miss with what came first. It reports and exits 0; it is not a test. The
 *   database is only read: load it first (npm run bench:api creates and loads gameshelf_bench).
 * - --check-data streams the dumps in ../shared/data/catalog and fails when a case's igdbId is not
 *   there, its name is not the dump's, a Korean or 초성 query relies on a Korean name the import
 *   would not give that game (curated table, else the Steam Korean store title), or a query could
 *   not match its game's name under the search's promised normalisations at all.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { GameListQuerySchema } from '@gameshelf/contracts';
import { loadBenchConfig } from './bench-config.ts';
import { readSteamKoreanTitles, streamIgdbDump } from '../src/modules/catalog/ingest/igdb-dump.ts';
import { igdbToSeedGame, type IgdbMappingContext } from '../src/modules/catalog/ingest/igdb-mapping.ts';
import { DEFAULT_CATALOG_DIR, DEFAULT_DUMP_FILES } from '../src/modules/catalog/ingest/import-igdb.ts';
import { KOREAN_TITLES } from '../src/modules/catalog/ingest/korean-titles.ts';
import {
  SEARCH_QUALITY_KINDS,
  SEARCH_QUALITY_TARGETS,
  TRANSLITERATION_TARGETS,
  formatSearchQualityReport,
  scoreSearchQuality,
  type RankedGame,
  type SearchQualityCase,
} from '../src/modules/catalog/search/search-quality-score.ts';

/** The sets, each reported against its own targets. */
const SETS = [
  {
    file: fileURLToPath(new URL('./search-quality.json', import.meta.url)),
    title: 'Search quality',
    targets: SEARCH_QUALITY_TARGETS,
    minCases: 130,
  },
  {
    file: fileURLToPath(new URL('./search-quality-transliteration.json', import.meta.url)),
    title: 'Transliteration (Hangul spellings of English titles)',
    targets: TRANSLITERATION_TARGETS,
    minCases: 150,
  },
] as const;
const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/gameshelf_bench';

const CaseSchema = z.strictObject({
  query: z
    .string()
    .min(1)
    .refine((q) => q === q.trim(), 'query has surrounding spaces'),
  igdbId: z.number().int().positive(),
  name: z.string().min(1),
  top: z.union([z.literal(1), z.literal(3)]),
  kind: z.enum(SEARCH_QUALITY_KINDS),
});

function readCases(file: string): SearchQualityCase[] {
  const cases = z.array(CaseSchema).parse(JSON.parse(readFileSync(file, 'utf8')));
  const seen = new Set<string>();
  for (const c of cases) {
    const key = c.query.normalize('NFC').toLowerCase();
    if (seen.has(key)) throw new Error(`Duplicate query in ${path.basename(file)}: "${c.query}"`);
    seen.add(key);
  }
  return cases;
}

// ---------------------------------------------------------------------------------------------
// --check-data
// ---------------------------------------------------------------------------------------------

/*
 * What "could match" means here is the issue's promise, written independently of the search code
 * so the set does not simply mirror the implementation: case, Latin accents, punctuation and
 * spacing do not matter, Roman numerals I-XX equal Arabic ones, a leading article is optional,
 * and a query matches a name when the query's words, joined, are a substring of the name's
 * joined words, or each query word is.
 */
const ROMAN = [
  'i',
  'ii',
  'iii',
  'iv',
  'v',
  'vi',
  'vii',
  'viii',
  'ix',
  'x',
  'xi',
  'xii',
  'xiii',
  'xiv',
  'xv',
  'xvi',
  'xvii',
  'xviii',
  'xix',
  'xx',
];
const ARTICLES = new Set(['the', 'a', 'an']);
const HANGUL_SYLLABLE = /[가-힣]/;
const CHOSEONG_ONLY = /^[ㄱ-ㅎ]+$/;
const LATIN_OR_DIGIT = /[A-Za-z0-9]/;
const CHOSEONG = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';

function words(text: string): string[] {
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '');
  const list = (folded.match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => {
    const roman = ROMAN.indexOf(w);
    return roman === -1 ? w : String(roman + 1);
  });
  if (list.length > 1 && ARTICLES.has(list[0]!)) list.shift();
  return list;
}

/** True when the query could match the name under the promised normalisations. */
function couldMatch(query: string, name: string): boolean {
  const nameKey = words(name).join('');
  const queryWords = words(query);
  return nameKey.includes(queryWords.join('')) || (queryWords.length > 1 && queryWords.every((w) => nameKey.includes(w)));
}

/** The 초성 of the Hangul syllables of a text, without spaces or anything else (엘든 링 → ㅇㄷㄹ). */
function choseongOf(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.charCodeAt(0) - 0xac00;
    if (code >= 0 && code <= 11171) out += CHOSEONG[Math.floor(code / 588)];
  }
  return out;
}

/** Plain case-insensitive substring: what the search did before normalisation. */
const plainMatch = (query: string, name: string): boolean => name.toLowerCase().includes(query.toLowerCase());

/** Problems of one case against its game's dump name and Korean name (empty when it is sound). */
function caseProblems(c: SearchQualityCase, game: { name: string; nameKo: string | null } | undefined): string[] {
  if (!game) return ['igdbId not in the dumps'];
  const problems: string[] = [];
  if (game.name !== c.name) problems.push(`name is "${game.name}" in the dump, not "${c.name}"`);
  const hasHangul = HANGUL_SYLLABLE.test(c.query);
  const matchesKo = game.nameKo !== null && couldMatch(c.query, game.nameKo);
  const matchesEn = couldMatch(c.query, game.name);
  const needsKo = (): void => {
    if (game.nameKo === null) problems.push('the game has no Korean name in our data');
    else if (!matchesKo) problems.push(`cannot match its Korean name "${game.nameKo}"`);
  };
  switch (c.kind) {
    case 'korean':
      if (!hasHangul) problems.push('a korean query needs Hangul');
      if (/[A-Za-z]/.test(c.query)) problems.push('Latin letters belong in a mixed query');
      needsKo();
      break;
    case 'chosung':
      if (!CHOSEONG_ONLY.test(c.query)) problems.push('a chosung query is initial consonants only');
      if (game.nameKo === null) problems.push('the game has no Korean name in our data');
      else if (!choseongOf(game.nameKo).includes(c.query))
        problems.push(`not in the 초성 of "${game.nameKo}" (${choseongOf(game.nameKo)})`);
      break;
    case 'mixed':
      if (!hasHangul || !LATIN_OR_DIGIT.test(c.query)) problems.push('a mixed query has Hangul and Latin letters or digits');
      needsKo();
      break;
    case 'english':
    case 'article':
      if (hasHangul) problems.push(`an ${c.kind} query has no Hangul`);
      if (!matchesEn) problems.push(`cannot match "${game.name}"`);
      if (c.kind === 'article') {
        if (!/^(the|a|an) /i.test(game.name)) problems.push('the name has no leading article');
        if (/^(the|a|an) /i.test(c.query)) problems.push('the query should leave the article out');
      }
      break;
    case 'transliteration':
      // A Hangul spelling of a title that has no official Korean one: only generated readings can find it.
      if (!hasHangul || /[A-Za-z]/.test(c.query)) problems.push('a transliteration query is Hangul (and digits) only');
      if (game.nameKo !== null) problems.push(`the game has an official Korean title "${game.nameKo}"`);
      break;
    case 'spacing':
    case 'numeral': {
      const target = hasHangul ? game.nameKo : game.name;
      if (hasHangul) needsKo();
      else if (!matchesEn) problems.push(`cannot match "${game.name}"`);
      // Each of these must need the normalisation it is about, or it tests nothing new.
      if (target !== null && plainMatch(c.query, target)) problems.push(`"${target}" already contains it as typed`);
      if (c.kind === 'numeral' && !/\d/.test(c.query)) problems.push('a numeral query has an Arabic number');
      break;
    }
  }
  return problems;
}

async function checkData(cases: readonly SearchQualityCase[], minCases: number): Promise<boolean> {
  const wanted = new Set(cases.map((c) => c.igdbId));
  const ctx: IgdbMappingContext = {
    keepSummary: false,
    koreanTitlesByIgdbId: KOREAN_TITLES,
    koreanTitlesBySteamAppId: readSteamKoreanTitles(path.join(DEFAULT_CATALOG_DIR, 'steam-korean-localization.json')),
  };
  // Korean names exactly as the import gives them; a later file wins for a repeated id, as there.
  const games = new Map<number, { name: string; nameKo: string | null }>();
  for (const file of DEFAULT_DUMP_FILES) {
    for await (const record of streamIgdbDump(file)) {
      if (!wanted.has(record.igdb_id)) continue;
      const { nameKo } = igdbToSeedGame(record, ctx);
      games.set(record.igdb_id, { name: record.name, nameKo });
    }
  }
  let failures = 0;
  for (const c of cases) {
    const problems = caseProblems(c, games.get(c.igdbId));
    if (problems.length) {
      failures += 1;
      console.error(`✗ "${c.query}" → ${c.name} (${c.igdbId}, ${c.kind}): ${problems.join('; ')}`);
    }
  }
  const counts = SEARCH_QUALITY_KINDS.map((kind) => `${kind} ${cases.filter((c) => c.kind === kind).length}`).join(', ');
  console.log(
    `${cases.length} queries (${counts}); top 1: ${cases.filter((c) => c.top === 1).length}, top 3: ${cases.filter((c) => c.top === 3).length}.`,
  );
  if (cases.length < minCases) {
    failures += 1;
    console.error(`✗ the set needs at least ${minCases} queries`);
  }
  console.log(failures ? `${failures} problem(s).` : 'Every case checks out against the dumps. Game data: IGDB.com.');
  return failures === 0;
}

// ---------------------------------------------------------------------------------------------
// The report
// ---------------------------------------------------------------------------------------------

async function runSearches(
  sets: readonly { cases: SearchQualityCase[]; set: (typeof SETS)[number] }[],
  pgliteDir: string | undefined,
): Promise<void> {
  const { openDatabase } = await import('../src/db/database.ts');
  const { createCatalog } = await import('../src/modules/catalog/catalog.ts');
  const databaseUrl = loadBenchConfig().databaseUrl ?? DEFAULT_DATABASE_URL;
  const database = pgliteDir ? await openDatabase({ dataDir: path.resolve(pgliteDir) }) : await openDatabase({ databaseUrl, poolSize: 2 });
  try {
    const repository = createCatalog({ database }).games;
    if (await repository.isEmpty()) throw new Error('The catalog is empty: load it first (npm run bench:api loads gameshelf_bench).');
    for (const { cases, set } of sets) {
      const results = new Map<string, RankedGame[]>();
      const millis: number[] = [];
      for (const c of cases) {
        const started = performance.now();
        const page = await repository.listGames(GameListQuerySchema.parse({ keyword: c.query, size: 3 }));
        millis.push(performance.now() - started);
        results.set(
          c.query,
          page.content.map((g) => ({ igdbId: g.igdbId, name: g.name, nameKo: g.nameKo })),
        );
      }
      millis.sort((a, b) => a - b);
      const at = (q: number) => (millis[Math.min(millis.length - 1, Math.floor(q * millis.length))] ?? 0).toFixed(1);
      console.log(formatSearchQualityReport(scoreSearchQuality(cases, results), set.targets, set.title));
      console.log(
        `${cases.length} searches on ${pgliteDir ? `PGlite ${pgliteDir}` : databaseUrl.replace(/\/\/[^@/]*@/, '//')}: ` +
          `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (first read, no page cache). Game data: IGDB.com.`,
      );
    }
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const pgliteAt = args.indexOf('--pglite');
  const pgliteDir = pgliteAt === -1 ? undefined : args[pgliteAt + 1];
  if (pgliteAt !== -1 && !pgliteDir) throw new Error('--pglite needs a data folder');
  const sets = SETS.map((set) => ({ set, cases: readCases(set.file) }));
  if (args.includes('--check-data')) {
    for (const { set, cases } of sets) {
      console.log(`${set.title}:`);
      if (!(await checkData(cases, set.minCases))) process.exitCode = 1;
    }
    return;
  }
  await runSearches(sets, pgliteDir);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
