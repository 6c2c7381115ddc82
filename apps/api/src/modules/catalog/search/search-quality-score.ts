/**
 * Scoring of the search-quality set (apps/api/bench/search-quality.json): pure functions, no I/O.
 *
 * - hit@1 counts only the cases marked `top: 1` (one game is clearly meant); the `top: 3` cases are
 *   ambiguous between near siblings by design, so asking them for rank 1 would measure luck.
 * - hit@3 counts every case.
 * - A case passes when it meets its own `top`; the misses are the cases that do not.
 */

export const SEARCH_QUALITY_KINDS = ['korean', 'chosung', 'english', 'mixed', 'spacing', 'numeral', 'article', 'transliteration'] as const;
export type SearchQualityKind = (typeof SEARCH_QUALITY_KINDS)[number];

export type SearchQualityCase = {
  query: string;
  igdbId: number;
  /** The dump's name for igdbId. */
  name: string;
  /** 1: the game must rank first; 3: it must be among the first three. */
  top: 1 | 3;
  kind: SearchQualityKind;
};

/** One game of a search answer, in rank order. */
export type RankedGame = { igdbId: number | null; name: string; nameKo?: string | null };

/** hit1 of hit1Cases (the `top: 1` cases) and hit3 of cases. */
export type SearchQualityTally = { cases: number; hit1Cases: number; hit1: number; hit3: number; passed: number };

export type SearchQualityMiss = {
  case: SearchQualityCase;
  /** 1-based rank of the expected game in the answer, or null when absent. */
  rank: number | null;
  got: readonly RankedGame[];
};

export type SearchQualityScore = {
  overall: SearchQualityTally;
  byKind: Record<SearchQualityKind, SearchQualityTally>;
  misses: SearchQualityMiss[];
};

const emptyTally = (): SearchQualityTally => ({ cases: 0, hit1Cases: 0, hit1: 0, hit3: 0, passed: 0 });

/** Scores each case against the first results the search gave for its query (missing = no results). */
export function scoreSearchQuality(
  cases: readonly SearchQualityCase[],
  resultsByQuery: ReadonlyMap<string, readonly RankedGame[]>,
): SearchQualityScore {
  const overall = emptyTally();
  const byKind = Object.fromEntries(SEARCH_QUALITY_KINDS.map((kind) => [kind, emptyTally()])) as Record<
    SearchQualityKind,
    SearchQualityTally
  >;
  const misses: SearchQualityMiss[] = [];
  for (const c of cases) {
    const got = resultsByQuery.get(c.query) ?? [];
    const index = got.findIndex((game) => game.igdbId === c.igdbId);
    const rank = index === -1 ? null : index + 1;
    const hit1 = rank === 1;
    const hit3 = rank !== null && rank <= 3;
    const passed = c.top === 1 ? hit1 : hit3;
    for (const tally of [overall, byKind[c.kind]]) {
      tally.cases += 1;
      if (c.top === 1) {
        tally.hit1Cases += 1;
        if (hit1) tally.hit1 += 1;
      }
      if (hit3) tally.hit3 += 1;
      if (passed) tally.passed += 1;
    }
    if (!passed) misses.push({ case: c, rank, got: got.slice(0, 3) });
  }
  return { overall, byKind, misses };
}

/** A share as "93.1% (27/29)", or "-" when there is nothing to count. */
export function formatShare(part: number, whole: number): string {
  return whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}% (${part}/${whole})`;
}

const cell = (text: string): string => text.replace(/\|/g, '\\|');
const gameLabel = (game: RankedGame): string => `${game.name}${game.nameKo ? ` / ${game.nameKo}` : ''} (${game.igdbId ?? '-'})`;

const target = (share: number): string => `${Math.round(share * 100)}%`;

export type SearchQualityTargets = { hit1: number; hit3: number };

/** The issue's targets: hit@1 at least 90%, hit@3 at least 98%. */
export const SEARCH_QUALITY_TARGETS: SearchQualityTargets = { hit1: 0.9, hit3: 0.98 };

/** Issue 17's targets for Hangul spellings of English titles: hit@1 at least 85%, hit@3 at least 95%. */
export const TRANSLITERATION_TARGETS: SearchQualityTargets = { hit1: 0.85, hit3: 0.95 };

/** The report as markdown: totals against the targets, a table per kind, then every miss. */
export function formatSearchQualityReport(score: SearchQualityScore, targets = SEARCH_QUALITY_TARGETS, title = 'Search quality'): string {
  const { overall } = score;
  const meets = (part: number, whole: number, target: number) => (whole > 0 && part / whole >= target ? 'met' : 'not met');
  const lines = [
    `## ${title}`,
    '',
    `- hit@1: ${formatShare(overall.hit1, overall.hit1Cases)} of the \`top: 1\` queries (target ${target(targets.hit1)}: ${meets(overall.hit1, overall.hit1Cases, targets.hit1)})`,
    `- hit@3: ${formatShare(overall.hit3, overall.cases)} of all queries (target ${target(targets.hit3)}: ${meets(overall.hit3, overall.cases, targets.hit3)})`,
    `- passed (each query's own \`top\`): ${formatShare(overall.passed, overall.cases)}`,
    '',
    '| kind | queries | hit@1 | hit@3 | passed |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...SEARCH_QUALITY_KINDS.filter((kind) => score.byKind[kind].cases > 0).map((kind) => {
      const t = score.byKind[kind];
      return `| ${kind} | ${t.cases} | ${formatShare(t.hit1, t.hit1Cases)} | ${formatShare(t.hit3, t.cases)} | ${formatShare(t.passed, t.cases)} |`;
    }),
    `| **all** | ${overall.cases} | ${formatShare(overall.hit1, overall.hit1Cases)} | ${formatShare(overall.hit3, overall.cases)} | ${formatShare(overall.passed, overall.cases)} |`,
    '',
  ];
  if (score.misses.length === 0) {
    lines.push('No misses.');
  } else {
    lines.push(
      `### Misses (${score.misses.length})`,
      '',
      '| query | kind | top | expected | rank | first 3 |',
      '| --- | --- | ---: | --- | ---: | --- |',
    );
    for (const miss of score.misses) {
      const got = miss.got.length ? miss.got.map((g, i) => `${i + 1}. ${gameLabel(g)}`).join('<br>') : '(none)';
      lines.push(
        `| ${cell(miss.case.query)} | ${miss.case.kind} | ${miss.case.top} | ${cell(`${miss.case.name} (${miss.case.igdbId})`)} | ${miss.rank ?? '-'} | ${cell(got)} |`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
