import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  SEARCH_QUALITY_KINDS,
  formatSearchQualityReport,
  scoreSearchQuality,
  type RankedGame,
  type SearchQualityCase,
} from '../../src/modules/catalog/search/search-quality-score.ts';

const game = (igdbId: number, name = `Game ${igdbId}`): RankedGame => ({ igdbId, name });

const cases: SearchQualityCase[] = [
  { query: '엘든 링', igdbId: 1, name: 'Elden Ring', top: 1, kind: 'korean' },
  { query: 'ㅇㄷㄹ', igdbId: 1, name: 'Elden Ring', top: 1, kind: 'chosung' },
  { query: 'zelda', igdbId: 2, name: 'Zelda', top: 3, kind: 'english' },
  { query: 'witcher3', igdbId: 3, name: 'The Witcher 3', top: 1, kind: 'spacing' },
  { query: 'mario kart', igdbId: 4, name: 'Mario Kart 8 Deluxe', top: 3, kind: 'english' },
];

describe('scoreSearchQuality', () => {
  const results = new Map<string, RankedGame[]>([
    ['엘든 링', [game(1, 'Elden Ring'), game(9)]], // first: hit
    ['ㅇㄷㄹ', [game(9), game(1, 'Elden Ring')]], // second of a top-1 case: miss, but a hit@3
    ['zelda', [game(8), game(7), game(2, 'Zelda')]], // third of a top-3 case: passes
    ['witcher3', []], // nothing found
    // 'mario kart' has no answer at all: counted like an empty one
  ]);
  const score = scoreSearchQuality(cases, results);

  it('counts hit@1 over the top-1 cases and hit@3 over all cases', () => {
    expect(score.overall).toEqual({ cases: 5, hit1Cases: 3, hit1: 1, hit3: 3, passed: 2 });
  });

  it('tallies each kind on its own, with zeros for kinds without cases', () => {
    expect(Object.keys(score.byKind)).toEqual([...SEARCH_QUALITY_KINDS]);
    expect(score.byKind.korean).toEqual({ cases: 1, hit1Cases: 1, hit1: 1, hit3: 1, passed: 1 });
    expect(score.byKind.chosung).toEqual({ cases: 1, hit1Cases: 1, hit1: 0, hit3: 1, passed: 0 });
    expect(score.byKind.english).toEqual({ cases: 2, hit1Cases: 0, hit1: 0, hit3: 1, passed: 1 });
    expect(score.byKind.article).toEqual({ cases: 0, hit1Cases: 0, hit1: 0, hit3: 0, passed: 0 });
  });

  it('lists the cases that miss their own top, with the rank and the first three results', () => {
    expect(score.misses.map((m) => [m.case.query, m.rank, m.got.map((g) => g.igdbId)])).toEqual([
      ['ㅇㄷㄹ', 2, [9, 1]],
      ['witcher3', null, []],
      ['mario kart', null, []],
    ]);
  });

  it('looks only at the first three results', () => {
    const fourth = scoreSearchQuality([cases[2]!], new Map([['zelda', [game(5), game(6), game(7), game(2)]]]));
    expect(fourth.overall.hit3).toBe(0);
    expect(fourth.misses[0]?.rank).toBe(4);
    expect(fourth.misses[0]?.got).toHaveLength(3);
  });
});

describe('formatSearchQualityReport', () => {
  it('prints the shares against the targets, a row per kind and the misses as a table', () => {
    const report = formatSearchQualityReport(
      scoreSearchQuality(
        cases,
        new Map([
          ['엘든 링', [game(1, 'Elden Ring')]],
          ['ㅇㄷㄹ', [{ igdbId: 9, name: 'A | B', nameKo: '가' }]],
        ]),
      ),
    );
    expect(report).toContain('- hit@1: 33.3% (1/3) of the `top: 1` queries (target 90%: not met)');
    expect(report).toContain('- hit@3: 20.0% (1/5) of all queries (target 98%: not met)');
    // Only the kinds the set has get a row.
    expect(report).not.toContain('| article |');
    expect(report).toContain('### Misses (4)');
    // Pipes inside names must not break the table.
    expect(report).toContain('| ㅇㄷㄹ | chosung | 1 | Elden Ring (1) | - | 1. A \\| B / 가 (9) |');
  });

  it('says so when every case passes', () => {
    const all = new Map(cases.map((c) => [c.query, [game(c.igdbId, c.name)]]));
    const report = formatSearchQualityReport(scoreSearchQuality(cases, all));
    expect(report).toContain('(target 90%: met)');
    expect(report).toContain('No misses.');
  });
});

describe('the committed search-quality set', () => {
  const set = JSON.parse(readFileSync(new URL('../../bench/search-quality.json', import.meta.url), 'utf8')) as SearchQualityCase[];

  it('has at least 130 distinct queries of every kind, each with a top of 1 or 3', () => {
    expect(set.length).toBeGreaterThanOrEqual(130);
    expect(new Set(set.map((c) => c.query.toLowerCase())).size).toBe(set.length);
    for (const kind of SEARCH_QUALITY_KINDS.filter((k) => k !== 'transliteration'))
      expect(
        set.some((c) => c.kind === kind),
        kind,
      ).toBe(true);
    for (const c of set) expect([1, 3], c.query).toContain(c.top);
  });
});

describe('the committed transliteration set', () => {
  const set = JSON.parse(
    readFileSync(new URL('../../bench/search-quality-transliteration.json', import.meta.url), 'utf8'),
  ) as SearchQualityCase[];

  it('has at least 150 distinct Hangul queries of English titles', () => {
    expect(set.length).toBeGreaterThanOrEqual(150);
    expect(new Set(set.map((c) => c.query)).size).toBe(set.length);
    for (const c of set) {
      expect(c.kind, c.query).toBe('transliteration');
      expect(c.query, c.query).toMatch(/^[가-힣0-9 ]+$/);
      expect([1, 3], c.query).toContain(c.top);
    }
  });
});
