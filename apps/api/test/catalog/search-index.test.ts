import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cmuPronouncer } from '../../src/modules/catalog/search/readings/cmu-pronouncer.ts';
import { searchRowOf, type SearchSource } from '../../src/modules/catalog/search/search-documents.ts';
import { initialsKey, parseSearchQuery, searchWords } from '../../src/modules/catalog/search/search-keys.ts';
import type { SeedGame } from '../../src/modules/catalog/ingest/seed-format.ts';
import { fixtureCatalogFile } from '../helper.ts';
import { SearchIndex, type SearchIndexRow } from '../../src/modules/catalog/search/search-index.ts';

/** A search row as the index loads it, built by the same code the import uses. */
async function row(gameId: number, source: Partial<SearchSource> & { name: string }, popularity: number): Promise<SearchIndexRow> {
  const game: SearchSource = { nameKo: null, alternativeNames: [], gameType: null, ...source };
  const r = searchRowOf(gameId, game, popularity, await cmuPronouncer());
  return {
    gameId,
    key: r.key,
    initials: r.initials,
    korean: r.korean,
    readings: r.readings,
    readingKeys: r.reading_keys.join(' '),
    readingInitials: r.reading_initials,
    isMain: r.is_main,
    popularity,
    nameKo: game.nameKo,
  };
}

async function* batches(rows: SearchIndexRow[]): AsyncGenerator<SearchIndexRow[]> {
  yield rows.slice(0, 2);
  yield rows.slice(2);
}

const rank = (index: SearchIndex, keyword: string) => index.rank(parseSearchQuery(keyword)!, 0, 10);

describe('the in-memory search index', () => {
  it('ranks matches and counts them all, page by page', async () => {
    const index = await SearchIndex.build(
      batches([
        await row(1, { name: 'Hollow Knight' }, 80),
        await row(2, { name: 'Hollow Knight: Silksong' }, 60),
        await row(3, { name: 'Shovel Knight' }, 70),
        await row(4, { name: 'Knightfall' }, 10),
      ]),
    );
    expect(index.size).toBe(4);
    expect(rank(index, 'hollow knight').gameIds).toEqual([1, 2]);
    expect(rank(index, '할로우 나이트').gameIds[0]).toBe(1);
    const all = rank(index, 'knight');
    expect(all.total).toBe(4);
    expect(index.rank(parseSearchQuery('knight')!, 1, 2)).toEqual({ gameIds: all.gameIds.slice(1, 3), total: 4 });
  });

  it('refuses rows out of id order', async () => {
    await expect(SearchIndex.build(batches([await row(2, { name: 'B' }, 0), await row(1, { name: 'A' }, 0)]))).rejects.toThrow();
  });

  it('takes a changed row in place of the old one, and drops a game that is gone', async () => {
    const index = await SearchIndex.build(batches([await row(1, { name: 'Spelunky' }, 5), await row(2, { name: 'Celeste' }, 5)]));
    expect(rank(index, '동굴탐험').total).toBe(0);
    // An accepted Korean title: found by it at once, no longer twice.
    expect(index.patch(1, await row(1, { name: 'Spelunky', nameKo: '스펠렁키 동굴탐험' }, 5))).toBe(true);
    expect(rank(index, '동굴탐험').gameIds).toEqual([1]);
    expect(rank(index, '스펠렁키').gameIds).toEqual([1]);
    expect(index.size).toBe(2);
    // The same row again changes nothing.
    expect(index.patch(1, await row(1, { name: 'Spelunky', nameKo: '스펠렁키 동굴탐험' }, 5))).toBe(false);
    expect(index.patch(2, null)).toBe(true);
    expect(rank(index, 'celeste').total).toBe(0);
    expect(index.size).toBe(1);
  });

  it('re-ranks when popularity changes', async () => {
    const index = await SearchIndex.build(batches([await row(1, { name: 'Doom' }, 10), await row(2, { name: 'Doom II' }, 50)]));
    expect(rank(index, 'doom').gameIds).toEqual([2, 1]);
    index.setPopularity([{ gameId: 1, popularity: 200 }]);
    expect(rank(index, 'doom').gameIds).toEqual([1, 2]);
  });

  it('finds through its lists exactly what checking every game finds', async () => {
    const games = JSON.parse(readFileSync(fixtureCatalogFile, 'utf8')) as SeedGame[];
    const rows = await Promise.all(
      games.map((game, i) =>
        row(i + 1, { name: game.name, nameKo: game.nameKo, alternativeNames: game.alternativeNames ?? [] }, game.popularity),
      ),
    );
    const index = await SearchIndex.build(batches(rows));
    // Keywords made from the names, the Korean names and the readings: whole, words, word pairs,
    // starts and pieces of two to five characters, 초성.
    const keywords = new Set<string>(['4', 'f', '더', '오브', '하츠 오브 아이언 4', 'zz', 'of the', '허 스토리', '사일런트 힐 f']);
    for (const r of rows) {
      const texts = [r.key.split(' ')[0]!, ...r.readings.split(' ').slice(0, 3)];
      const game = games[r.gameId - 1]!;
      for (const name of [game.name, game.nameKo ?? '']) {
        const words = searchWords(name);
        words.forEach((word, i) => {
          keywords.add(word);
          if (words[i + 1]) keywords.add(`${word} ${words[i + 1]}`);
        });
        if (name) keywords.add(initialsKey(name).slice(0, 3));
      }
      // Words of a reading with one syllable of it or of another reading, or a Latin letter, as a word of its own.
      const [first = '', second = ''] = r.readings.split(' ');
      if (first.length >= 3) {
        for (const single of [first.at(-1), second.at(1), 'x', ...otherVowels(first.at(-1) ?? '')]) {
          if (single) keywords.add(`${first.slice(0, 3)} ${single}`);
        }
        keywords.add(`${first.slice(0, 3)} ${first.slice(-2)} ${first.at(-1) ?? ''}`);
      }
      // The first two and three 초성 of a reading, and a longer start.
      for (const length of [2, 3, 4]) keywords.add(r.readingInitials.split(' ')[0]!.slice(0, length));
      for (const text of texts) {
        for (const length of [2, 3, 4, 5]) {
          keywords.add(text.slice(0, length));
          keywords.add(text.slice(1, 1 + length));
        }
      }
    }
    let checked = 0;
    for (const keyword of keywords) {
      const query = parseSearchQuery(keyword);
      if (!query) continue;
      const byLists = index.matchingIds(query).sort((a, b) => a - b);
      expect(byLists, keyword).toEqual(index.matchingIdsByScan(query));
      // A later page given the total (checking only what could reach it) ranks as one that counts.
      for (const offset of [0, 5, 10]) {
        const counted = index.rank(query, offset, 5);
        expect(counted.total, keyword).toBe(byLists.length);
        expect(index.rank(query, offset, 5, counted.total), `${keyword} from ${offset}`).toEqual(counted);
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThan(300);
  });
});

/** A Hangul syllable with each other vowel (found by ear, not as written). */
function otherVowels(syllable: string): string[] {
  const code = syllable.charCodeAt(0) - 0xac00;
  if (!(code >= 0 && code < 11_172)) return [];
  const vowel = Math.floor((code % 588) / 28);
  return Array.from({ length: 21 }, (_, v) => v)
    .filter((v) => v !== vowel)
    .map((v) => String.fromCharCode(0xac00 + code - vowel * 28 + v * 28));
}
