import type { SearchQuery } from './search-keys.ts';
import {
  PostingListsBuilder,
  sortedHas,
  stringCode,
  trigramCodes,
  unitsCode,
  hangulBigramCodes,
  wordStartCodes,
  yieldToEventLoop,
  type CodeSink,
  type PostingLists,
} from './posting-lists.ts';
import {
  compileQuery,
  documentMatches,
  documentScore,
  INITIALS_BEST,
  READING_INITIALS_BEST,
  KOREAN_BEST,
  LATIN_BEST,
  LATIN_INSIDE,
  LATIN_WORDS_ONLY,
  officialMatches,
  READING_BEST,
  RELEVANCE_POINTS,
  TRIGRAM,
  weakReadingBound,
  type CompiledQuery,
  type SearchDocumentView,
} from './search-matching.ts';
import { titleHeads, type TitleHeads } from './title-heads.ts';
import { TopK } from './top-k.ts';

const NO_HEADS: readonly string[] = [];
const NO_DOCS = new Int32Array(0);

/** One game's search row as the index reads it (game_search). */
export type SearchIndexRow = {
  gameId: number;
  key: string;
  initials: string;
  korean: boolean;
  readings: string;
  /** The reading keys (readings/phonetic-key.ts), space-separated. */
  readingKeys: string;
  /** 초성 of each reading, space-separated. */
  readingInitials: string;
  isMain: boolean;
  popularity: number;
  /** The official Korean title (games with a Korean name), for its word boundaries. */
  nameKo: string | null;
};

/** One page of ranked matches. */
export type RankedPage = { gameIds: number[]; total: number };

/** Candidate lists longer than this are narrowed by the keyword's other trigrams before checking. */
const NARROW_ABOVE = 64;

/** The hashed codes of a document's reading keys (space-separated). */
function keyCodes<T extends CodeSink>(readingKeys: string, sink: T): T {
  if (readingKeys) for (const key of readingKeys.split(' ')) if (key) sink.push(stringCode(key));
  return sink;
}

/** The distinct codes of a document's reading keys. */
const keyCodeSet = (readingKeys: string): Set<number> => new Set(keyCodes(readingKeys, [] as number[]));

/**
 * The whole catalog's search documents in memory, with posting lists that find a keyword's
 * candidates without reading every document: trigrams of the name keys and of the readings, the
 * name keys' first characters, the readings' first two syllables, and the hashed reading keys.
 * Candidates are then checked and scored by search-matching.ts, the one definition of a match.
 *
 * Built once from the database (search-index-store.ts); a game whose row changes later is
 * replaced by a copy kept beside the lists (`patch`), and popularity is updated in place.
 */
export class SearchIndex implements SearchDocumentView {
  private readonly gameIds: number[] = [];
  private readonly keys: string[] = [];
  private readonly readingTexts: string[] = [];
  private readonly readingInitialTexts: string[] = [];
  /**
   * Per document, a 64-bit signature of the characters in its readings (one bit each, two halves):
   * a character whose bit is clear is not in them, without reading the text.
   */
  private readonly signatureLow: number[] = [];
  private readonly signatureHigh: number[] = [];
  private readonly mainFlags: boolean[] = [];
  private readonly popularities: number[] = [];
  /** How many distinct reading keys each document has. */
  private readonly keyCounts: number[] = [];
  /** 초성 of the documents with a Korean name. */
  private readonly initialsOf = new Map<number, string>();
  /** Heads of the official Korean titles (title-heads.ts), with the title they come from. */
  private readonly headsOf = new Map<number, TitleHeads & { nameKo: string }>();
  /** Documents with a Korean name (live or replaced). */
  private readonly koreanDocs: number[] = [];
  /** `koreanDocs` as a typed array (rebuilt after a change). */
  private koreanDocList: Int32Array | null = null;
  /** Documents added by `patch`, after the built ones, with their reading key codes. */
  private readonly patchedKeys = new Map<number, Set<number>>();
  /** Built documents replaced by a patched copy. */
  private readonly replaced = new Set<number>();
  /** The live document of each patched game. */
  private readonly patchedByGame = new Map<number, number>();
  /** Ranking buffers, reused by every query (allocating them per query costs garbage collections). */
  private bucketOf = new Int32Array(0);
  private order = new Int32Array(0);
  private readonly starts = new Int32Array(BASE_BUCKETS + 1);
  private readonly next = new Int32Array(BASE_BUCKETS);
  /** Posting lists of the reading keys asked about during the current query. */
  private readonly keyListCache = new Map<number, Int32Array>();
  /** The current query's matches and their sources' bounds (reused buffers). */
  private found = new Int32Array(1_024);
  private foundBounds = new Float64Array(1_024);
  /** The check each found document still needs when `collect` deferred it. */
  private foundChecks = new Uint8Array(1_024);
  /** Per-query marks of documents already checked (stamped, so never cleared). */
  private seen = new Uint32Array(0);
  private stamp = 0;

  private keyTrigrams!: PostingLists;
  private keyPrefixes!: PostingLists;
  /** First trigrams of each name key and of each reading: where a keyword can start a name or reading. */
  private keyStarts!: PostingLists;
  /** Pairs of adjacent characters with a Hangul syllable in the Korean names: two-syllable keywords. */
  private keyHangulPairs!: PostingLists;
  private readingStarts!: PostingLists;
  private readingTrigrams!: PostingLists;
  private readingHeads!: PostingLists;
  private readingKeyLists!: PostingLists;
  /** The first two and three 초성 of each reading: 초성 keywords that start a reading. */
  private readingInitialStarts!: PostingLists;
  /** Documents built into the lists; patched ones come after. */
  private built = 0;

  /** Builds the index from rows in ascending game id order (batches, yielding between them). */
  static async build(batches: AsyncIterable<readonly SearchIndexRow[]>): Promise<SearchIndex> {
    const index = new SearchIndex();
    const keyTrigrams = new PostingListsBuilder();
    const keyPrefixes = new PostingListsBuilder();
    const keyStarts = new PostingListsBuilder();
    const keyHangulPairs = new PostingListsBuilder();
    const readingStarts = new PostingListsBuilder();
    const readingTrigrams = new PostingListsBuilder();
    const readingHeads = new PostingListsBuilder();
    const readingKeys = new PostingListsBuilder();
    const readingInitialStarts = new PostingListsBuilder();
    /** Files a document's codes in a builder. */
    const file = (builder: PostingListsBuilder, doc: number, produce: (sink: PostingListsBuilder) => unknown): number => {
      builder.begin();
      produce(builder);
      return builder.end(doc);
    };
    let lastId = -Infinity;
    for await (const rows of batches) {
      for (const row of rows) {
        if (row.gameId <= lastId) throw new Error('Search rows must come in ascending game id order');
        lastId = row.gameId;
        const doc = index.gameIds.length;
        const keyCount = file(readingKeys, doc, (sink) => keyCodes(row.readingKeys, sink));
        index.append(row, keyCount);
        file(keyTrigrams, doc, (sink) => trigramCodes(row.key, sink));
        // The main name's first one and two characters: short Latin keywords are its prefixes.
        file(keyPrefixes, doc, (sink) => {
          if (row.key) sink.push(unitsCode(row.key, 0, 1));
          if (row.key.length >= 2 && row.key.charCodeAt(1) !== 32) sink.push(unitsCode(row.key, 0, 2));
        });
        file(keyStarts, doc, (sink) => wordStartCodes(row.key, 3, sink));
        if (row.korean) file(keyHangulPairs, doc, (sink) => hangulBigramCodes(row.key, sink));
        file(readingStarts, doc, (sink) => wordStartCodes(row.readings, 3, sink));
        file(readingTrigrams, doc, (sink) => trigramCodes(row.readings, sink));
        file(readingHeads, doc, (sink) => wordStartCodes(row.readings, 2, sink));
        file(readingInitialStarts, doc, (sink) => {
          wordStartCodes(row.readingInitials, 2, sink);
          wordStartCodes(row.readingInitials, 3, sink);
        });
      }
      await yieldToEventLoop();
    }
    index.keyTrigrams = await keyTrigrams.build();
    index.keyPrefixes = await keyPrefixes.build();
    index.keyStarts = await keyStarts.build();
    index.keyHangulPairs = await keyHangulPairs.build();
    index.readingStarts = await readingStarts.build();
    index.readingTrigrams = await readingTrigrams.build();
    index.readingHeads = await readingHeads.build();
    index.readingKeyLists = await readingKeys.build();
    index.readingInitialStarts = await readingInitialStarts.build();
    index.built = index.gameIds.length;
    return index;
  }

  private append(row: SearchIndexRow, readingKeyCount: number): number {
    const doc = this.gameIds.length;
    this.gameIds.push(row.gameId);
    this.keys.push(row.key);
    this.readingTexts.push(row.readings);
    this.readingInitialTexts.push(row.readingInitials);
    const [low, high] = signatureOf(row.readings);
    this.signatureLow.push(low);
    this.signatureHigh.push(high);
    this.mainFlags.push(row.isMain);
    this.popularities.push(row.popularity);
    this.keyCounts.push(readingKeyCount);
    if (row.korean) {
      this.koreanDocs.push(doc);
      this.koreanDocList = null;
      this.initialsOf.set(doc, row.initials);
      if (row.nameKo) this.headsOf.set(doc, { ...titleHeads(row.nameKo), nameKo: row.nameKo });
    }
    return doc;
  }

  /** The documents with a Korean name, ascending. */
  private koreanList(): Int32Array {
    this.koreanDocList ??= Int32Array.from(this.koreanDocs);
    return this.koreanDocList;
  }

  /** Number of live documents. */
  get size(): number {
    return this.built - this.replaced.size + this.patchedByGame.size;
  }

  // SearchDocumentView -------------------------------------------------------------------------

  key = (doc: number): string => this.keys[doc]!;
  initials = (doc: number): string => this.initialsOf.get(doc) ?? '';
  korean = (doc: number): boolean => this.initialsOf.has(doc);
  readings = (doc: number): string => this.readingTexts[doc]!;
  readingInitials = (doc: number): string => this.readingInitialTexts[doc]!;
  headKeys = (doc: number): readonly string[] => this.headsOf.get(doc)?.keys ?? NO_HEADS;
  headInitials = (doc: number): readonly string[] => this.headsOf.get(doc)?.initials ?? NO_HEADS;
  isMain = (doc: number): boolean => this.mainFlags[doc]!;
  popularity = (doc: number): number => this.popularities[doc]!;
  hasReadingKey = (doc: number, code: number): boolean => {
    if (doc >= this.built) return this.patchedKeys.get(doc)?.has(code) ?? false;
    let list = this.keyListCache.get(code);
    if (!list) {
      list = this.readingKeyLists.get(code);
      this.keyListCache.set(code, list);
    }
    return sortedHas(list, doc);
  };

  // Changes ------------------------------------------------------------------------------------

  /** The live document of a game, or -1. */
  private docOf(gameId: number): number {
    const patched = this.patchedByGame.get(gameId);
    if (patched !== undefined) return patched;
    let lo = 0;
    let hi = this.built - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const id = this.gameIds[mid]!;
      if (id < gameId) lo = mid + 1;
      else if (id > gameId) hi = mid - 1;
      else return this.replaced.has(mid) ? -1 : mid;
    }
    return -1;
  }

  /** True when the game's document holds exactly this row. */
  private holds(doc: number, row: SearchIndexRow): boolean {
    if (
      this.keys[doc] !== row.key ||
      this.korean(doc) !== row.korean ||
      this.initials(doc) !== (row.korean ? row.initials : '') ||
      this.readingTexts[doc] !== row.readings ||
      this.readingInitialTexts[doc] !== row.readingInitials ||
      (this.headsOf.get(doc)?.nameKo ?? null) !== (row.korean ? row.nameKo : null) ||
      this.mainFlags[doc] !== row.isMain ||
      this.popularities[doc] !== row.popularity
    ) {
      return false;
    }
    const codes = keyCodeSet(row.readingKeys);
    return codes.size === this.keyCounts[doc] && [...codes].every((code) => this.hasReadingKey(doc, code));
  }

  /**
   * Replaces a game's document with its current row (`null`: the game is gone). A changed game
   * gets a new document beside the lists; an unchanged one is left alone. True when it changed.
   */
  patch(gameId: number, row: SearchIndexRow | null): boolean {
    const doc = this.docOf(gameId);
    if (row && doc >= 0 && this.holds(doc, row)) return false;
    if (doc >= 0) this.retire(doc);
    if (!row) return doc >= 0;
    const codes = keyCodeSet(row.readingKeys);
    const added = this.append(row, codes.size);
    this.patchedKeys.set(added, codes);
    this.patchedByGame.set(gameId, added);
    return true;
  }

  private retire(doc: number): void {
    if (doc < this.built) this.replaced.add(doc);
    else {
      this.patchedKeys.delete(doc);
      this.patchedByGame.delete(this.gameIds[doc]!);
    }
    const k = this.koreanDocs.indexOf(doc);
    if (k >= 0) this.koreanDocs.splice(k, 1);
    this.koreanDocList = null;
    this.initialsOf.delete(doc);
    this.headsOf.delete(doc);
  }

  /** Sets games' popularity (the periodic recompute changed it). */
  setPopularity(changes: Iterable<{ gameId: number; popularity: number }>): void {
    for (const { gameId, popularity } of changes) {
      const doc = this.docOf(gameId);
      if (doc >= 0) this.popularities[doc] = popularity;
    }
  }

  // Queries ------------------------------------------------------------------------------------

  /**
   * Where a keyword's matches may be: every match is in one of them. `check`: what a listed
   * document must pass ('none': every one matches; 'official': its names must match, its readings
   * having been looked up by the other sources). `bound`: the most points (over popularity and
   * main-game status) a document first met here can score.
   */
  private *sources(q: CompiledQuery): Generator<Source> {
    const { query } = q;
    const patched = Int32Array.from(this.patchedByGame.values());
    if (patched.length) yield { docs: patched, check: 'full', bound: KOREAN_BEST };
    if (query.initialsOnly) {
      yield { docs: this.koreanList(), check: 'full', bound: INITIALS_BEST };
      // Readings whose 초성 start with the keyword (two consonants or more: one is every title);
      // listed under the whole keyword (two or three consonants), a document surely does.
      if (query.key.length >= 2) {
        const start = unitsCode(query.key, 0, Math.min(query.key.length, 3) as 2 | 3);
        const check = query.key.length <= 3 ? 'none' : 'full';
        yield { docs: this.readingInitialStarts.get(start), check, bound: READING_INITIALS_BEST };
      }
      return;
    }
    if (!query.korean) {
      if (query.key.length < TRIGRAM) {
        yield { docs: this.keyPrefixes.get(unitsCode(query.key, 0, query.key.length as 1 | 2)), check: 'none', bound: LATIN_BEST };
        return;
      }
      // Names that may start with the keyword first (among those with its trigrams); elsewhere it
      // can only be inside a name.
      const inside = this.withTrigrams(this.keyTrigrams, query.key);
      yield { docs: startingWith(inside, this.keyStarts, query.key), check: 'full', bound: LATIN_BEST };
      yield { docs: inside, check: trigramCheck(query.key), bound: LATIN_INSIDE };
      // Not containing the whole keyword, a game found by its words scores as such.
      if (q.indexableWords.length >= 2) {
        const lists = q.indexableWords.map((word) => this.withTrigrams(this.keyTrigrams, word));
        yield { docs: lists.reduce((a, b) => both(a, b)), check: 'full', bound: LATIN_WORDS_ONLY };
      }
      return;
    }
    // Readings equal to the keyword by ear, then readings that may start with it.
    for (const code of [q.phoneticCode, q.skeletonCode]) {
      if (code !== null) yield { docs: this.readingKeyLists.get(code), check: 'none', bound: READING_BEST };
    }
    const inside = query.key.length >= TRIGRAM ? this.withTrigrams(this.readingTrigrams, query.key) : NO_DOCS;
    if (query.key.length >= TRIGRAM)
      yield { docs: startingWith(inside, this.readingStarts, query.key), check: 'full', bound: READING_BEST };
    else if (query.key.length === 2) yield { docs: this.readingHeads.get(unitsCode(query.key, 0, 2)), check: 'none', bound: READING_BEST };
    // Past here no reading starts with the keyword and no key equals it: only loose tiers remain
    // (a one-syllable keyword was not looked up above, so it may score in full).
    const bound = query.key.length < 2 ? READING_BEST : weakReadingBound(q);
    if (query.key.length >= TRIGRAM) yield { docs: inside, check: trigramCheck(query.key), bound };
    if (query.words.length >= 2 && q.indexableWords.length >= 1) yield { docs: this.withEveryWord(q), check: 'full', bound };
    if (q.wordPhoneticCode !== null) yield { docs: this.readingKeyLists.get(q.wordPhoneticCode), check: 'none', bound };
    // Games with a Korean name not met above can only match by their names.
    yield* this.officialSources(q);
  }

  /**
   * Games whose Korean names may hold a Hangul keyword (or, for several words, each word): found
   * by the names' trigrams or Hangul pairs rather than by reading every Korean name.
   */
  private *officialSources(q: CompiledQuery): Generator<Source> {
    const { query } = q;
    const official = (docs: Int32Array): Source => ({ docs, check: 'official', bound: KOREAN_BEST });
    if (query.key.length === 1) {
      yield official(this.koreanList());
      return;
    }
    yield official(this.containing(query.key));
    if (query.words.length >= 2) {
      // Every word in the names: the candidates of the word with the fewest suffice.
      const lists = query.words.map((word) => this.containing(word));
      yield official(lists.reduce((a, b) => (b.length < a.length ? b : a)));
    }
  }

  /** Games whose names may hold a text (a superset): by trigrams, Hangul pairs, or every Korean name. */
  private containing(text: string): Int32Array {
    if (text.length >= TRIGRAM) return this.withTrigrams(this.keyTrigrams, text);
    if (text.length === 2 && /[\uac00-\ud7a3]/.test(text)) return this.keyHangulPairs.get(unitsCode(text, 0, 2));
    return this.koreanList();
  }

  /** The trigram posting lists of a space-free text, shortest first (an empty one when a trigram is absent). */
  private trigramLists(lists: PostingLists, text: string): { code: number; docs: Int32Array }[] {
    const found = [...new Set(trigramCodes(text, [] as number[]))].map((code) => ({ code, docs: lists.get(code) }));
    return found.sort((a, b) => a.docs.length - b.docs.length);
  }

  /**
   * Documents whose readings may hold every word of the keyword as readingWordsMatch asks (a
   * superset): for each word of two characters or more, those that have it (its trigrams, or its
   * first two characters starting a word) or one of its keys, intersected from the word with the
   * fewest; then the one-character words, which have no lists, checked on what is left.
   */
  private withEveryWord(q: CompiledQuery): Int32Array {
    const { words } = q.query;
    const perWord: { lists: Int32Array[]; size: number }[] = [];
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      if (word.length < 2) continue;
      const written = word.length >= TRIGRAM ? this.withTrigrams(this.readingTrigrams, word) : this.readingHeads.get(unitsCode(word, 0, 2));
      const lists = [written, ...q.wordKeyCodes[i]!.map((code) => this.readingKeyLists.get(code))];
      perWord.push({ lists, size: lists.reduce((sum, list) => sum + list.length, 0) });
    }
    perWord.sort((a, b) => a.size - b.size);
    // The other words' lists are only searched for the documents still in (not merged whole).
    let docs = union(perWord[0]?.lists ?? []);
    for (let w = 1; w < perWord.length && docs.length; w++) {
      const kept = docs;
      docs = union(perWord[w]!.lists.map((list) => both(kept, list)));
    }
    for (let i = 0; i < words.length && docs.length; i++) {
      if (words[i]!.length === 1) docs = this.holdingCharacter(docs, words[i]!, q.wordKeyCodes[i]!);
    }
    return docs;
  }

  /** The documents of `docs` whose readings hold the one-character `word`, or that have one of its keys. */
  private holdingCharacter(docs: Int32Array, word: string, keyCodes: readonly number[]): Int32Array {
    const keyed = union(keyCodes.map((code) => this.readingKeyLists.get(code)));
    const [bitLow, bitHigh] = characterBits(word.charCodeAt(0));
    const { readingTexts, signatureLow, signatureHigh } = this;
    const kept = new Int32Array(docs.length);
    let n = 0;
    let k = 0;
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i]!;
      while (k < keyed.length && keyed[k]! < doc) k++;
      const mayHold = (signatureLow[doc]! & bitLow) !== 0 || (signatureHigh[doc]! & bitHigh) !== 0;
      if ((k < keyed.length && keyed[k] === doc) || (mayHold && readingTexts[doc]!.includes(word))) kept[n++] = doc;
    }
    return kept.subarray(0, n);
  }

  /** Documents that have every trigram of `text` (narrowed until few are left). */
  private withTrigrams(lists: PostingLists, text: string): Int32Array {
    const [first, ...rest] = this.trigramLists(lists, text);
    if (!first) return NO_DOCS;
    let result = first.docs;
    for (const { docs } of rest) {
      if (result.length <= NARROW_ABOVE) break;
      result = intersect(result, docs);
    }
    return result;
  }

  /** Starts a query: fresh marks and key lists. */
  private begin(): number {
    const total = this.gameIds.length;
    if (this.seen.length < total) this.seen = new Uint32Array(Math.ceil(total * 1.1) + 64);
    this.stamp += 1;
    if (this.stamp === 0xffffffff) {
      this.seen.fill(0);
      this.stamp = 1;
    }
    this.keyListCache.clear();
    return this.stamp;
  }

  /**
   * Every live document matching the keyword, with the bound of the source that found it. With
   * `deferChecks`, the candidates of every source are kept unchecked, each with the check its first
   * source asks for (`passes` runs it), so a ranking whose total is already known checks only the
   * documents that could reach the page.
   */
  private collect(q: CompiledQuery, deferChecks = false): number {
    const stamp = this.begin();
    const { seen, replaced, built } = this;
    const anyReplaced = replaced.size > 0;
    const korean = q.query.korean && !q.query.initialsOnly;
    let n = 0;
    for (const { docs: listed, check, bound } of this.sources(q)) {
      if (this.found.length < n + listed.length) this.growFound(n + listed.length);
      const { found, foundBounds, foundChecks } = this;
      const code = CHECK_CODES[check];
      for (let i = 0; i < listed.length; i++) {
        const doc = listed[i]!;
        if (seen[doc] === stamp) continue;
        seen[doc] = stamp;
        if (anyReplaced && doc < built && replaced.has(doc)) continue;
        if (deferChecks) foundChecks[n] = code;
        else if (!this.checks(q, code, doc)) continue;
        found[n] = doc;
        // A game with a Korean name may also match by that name, whichever source met it.
        foundBounds[n++] = korean && this.initialsOf.has(doc) ? KOREAN_BEST : bound;
      }
    }
    return n;
  }

  /** Whether `doc` passes the check of the source that listed it. */
  private checks(q: CompiledQuery, code: number, doc: number): boolean {
    if (code === CHECK_FULL) return documentMatches(q, this, doc);
    if (code === CHECK_OFFICIAL) return officialMatches(q, this.keys[doc]!, this.korean(doc));
    return true;
  }

  /** Whether the `i`th found document matches: its deferred check (each is visited once per ranking). */
  private passes(q: CompiledQuery, i: number): boolean {
    return this.checks(q, this.foundChecks[i]!, this.found[i]!);
  }

  private growFound(size: number): void {
    const found = new Int32Array(size * 2);
    found.set(this.found);
    const bounds = new Float64Array(size * 2);
    bounds.set(this.foundBounds);
    const checks = new Uint8Array(size * 2);
    checks.set(this.foundChecks);
    this.found = found;
    this.foundBounds = bounds;
    this.foundChecks = checks;
  }

  /** Popularity plus the main-game points: what a document scores before its match. */
  private base(doc: number): number {
    return this.popularities[doc]! + (this.mainFlags[doc] ? RELEVANCE_POINTS.mainGame : 0);
  }

  /**
   * Keeps the best matches in `top`, scoring in order of falling base points and stopping once no
   * remaining document can reach the worst kept (base plus its source's bound). Returns the count.
   * Given the count (`knownTotal`, remembered from an earlier page of the same keyword), only the
   * documents that could reach the page are checked.
   */
  private rankInto(query: SearchQuery, top: TopK, knownTotal?: number): number {
    const q = compileQuery(query);
    const deferred = knownTotal !== undefined;
    const n = this.collect(q, deferred);
    const { found: docs, foundBounds: bounds } = this;
    if (n <= DIRECT_SCORING) {
      for (let i = 0; i < n; i++) {
        if (!deferred || this.passes(q, i)) top.offer(documentScore(q, this, docs[i]!), this.gameIds[docs[i]!]!);
      }
      return knownTotal ?? n;
    }
    // Counting sort by whole base points (clamped), highest bucket first, in reused buffers.
    if (this.bucketOf.length < n) {
      this.bucketOf = new Int32Array(n * 2);
      this.order = new Int32Array(n * 2);
    }
    const { bucketOf, order, starts, next } = this;
    starts.fill(0);
    for (let i = 0; i < n; i++) {
      const b = Math.min(BASE_BUCKETS - 1, Math.max(0, BASE_BUCKETS - 1 - Math.floor(this.base(docs[i]!)) - BASE_OFFSET));
      bucketOf[i] = b;
      starts[b + 1]! += 1;
    }
    for (let b = 0; b < BASE_BUCKETS; b++) starts[b + 1]! += starts[b]!;
    next.set(starts.subarray(0, BASE_BUCKETS));
    for (let i = 0; i < n; i++) order[next[bucketOf[i]!]!++] = i;
    let maxBound = -Infinity;
    for (let i = 0; i < n; i++) maxBound = Math.max(maxBound, bounds[i]!);
    for (let b = 0; b < BASE_BUCKETS; b++) {
      // Every base in bucket b is below this (the first bucket is unbounded above).
      const ceiling = b === 0 ? Infinity : BASE_BUCKETS - b - BASE_OFFSET;
      if (top.full && ceiling + maxBound < top.worstScore) break;
      for (let j = starts[b]!; j < starts[b + 1]!; j++) {
        const i = order[j]!;
        const doc = docs[i]!;
        if (top.full && this.base(doc) + bounds[i]! < top.worstScore) continue;
        if (deferred && !this.passes(q, i)) continue;
        top.offer(documentScore(q, this, doc), this.gameIds[doc]!);
      }
    }
    return knownTotal ?? n;
  }

  /**
   * Games ranked `offset .. offset + limit` for the keyword, and how many match. `knownTotal`: the
   * count from an earlier page of the same keyword on this index (the caller forgets it whenever the
   * index changes), so this page checks only what could reach it.
   */
  rank(query: SearchQuery, offset: number, limit: number, knownTotal?: number): RankedPage {
    const top = new TopK(offset + limit);
    const total = this.rankInto(query, top, knownTotal);
    return { gameIds: top.ranked().slice(offset), total };
  }

  /** Every matching game, best first. */
  rankAll(query: SearchQuery): number[] {
    const top = new TopK(Number.MAX_SAFE_INTEGER);
    this.rankInto(query, top);
    return top.ranked();
  }

  /** Every matching game, in no particular order. */
  matchingIds(query: SearchQuery): number[] {
    const n = this.collect(compileQuery(query));
    return Array.from(this.found.subarray(0, n), (doc) => this.gameIds[doc]!);
  }

  /**
   * Every matching game found by checking every live document, no lists: what `matchingIds` must
   * equal (the tests hold the lists to it).
   */
  matchingIdsByScan(query: SearchQuery): number[] {
    const q = compileQuery(query);
    this.begin();
    const ids: number[] = [];
    for (let doc = 0; doc < this.gameIds.length; doc++) {
      if (this.docOf(this.gameIds[doc]!) === doc && documentMatches(q, this, doc)) ids.push(this.gameIds[doc]!);
    }
    return ids;
  }
}

/** A three-character keyword has one trigram: every document listed under it holds the keyword. */
const trigramCheck = (key: string): Source['check'] => (key.length === TRIGRAM ? 'none' : 'full');

/**
 * Of the documents holding every trigram of `key` (`inside`), those with a word starting with its
 * first three characters. Those are all of them listed under that start when the key is three long
 * (a word's start is one of its trigrams).
 */
function startingWith(inside: Int32Array, starts: PostingLists, key: string): Int32Array {
  const listed = starts.get(unitsCode(key, 0, 3));
  return key.length === TRIGRAM ? listed : both(inside, listed);
}

/** The documents in both ascending lists (either may be the shorter). */
const both = (a: Int32Array, b: Int32Array): Int32Array => (a.length <= b.length ? intersect(a, b) : intersect(b, a));

/**
 * The documents in both ascending lists, the shorter first: each of its documents is looked for
 * from where the last one was found, in steps that double (a long list is skipped through, not walked).
 */
function intersect(small: Int32Array, large: Int32Array): Int32Array {
  const m = large.length;
  if (small.length === 0 || m === 0) return NO_DOCS;
  const both = new Int32Array(small.length);
  let n = 0;
  let j = 0;
  for (let i = 0; i < small.length; i++) {
    const doc = small[i]!;
    if (large[j]! < doc) {
      // large[lo - 1] < doc; widen hi until large[hi] >= doc (or the end), then search between.
      let lo = j + 1;
      let hi = lo;
      let step = 1;
      while (hi < m && large[hi]! < doc) {
        lo = hi + 1;
        hi = lo + step;
        step *= 2;
      }
      if (hi > m) hi = m;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (large[mid]! < doc) lo = mid + 1;
        else hi = mid;
      }
      if (lo === m) break;
      j = lo;
    }
    if (large[j] === doc) {
      both[n++] = doc;
      if (++j === m) break;
    }
  }
  return both.subarray(0, n);
}

/** The documents in any of the ascending lists, ascending, each once. */
function union(lists: readonly Int32Array[]): Int32Array {
  const filled = lists.filter((list) => list.length > 0);
  if (filled.length <= 1) return filled[0] ?? NO_DOCS;
  return filled.reduce(mergeUnion);
}

function mergeUnion(a: Int32Array, b: Int32Array): Int32Array {
  const merged = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    merged[n++] = x <= y ? x : y;
    if (x <= y) i++;
    if (y <= x) j++;
  }
  while (i < a.length) merged[n++] = a[i++]!;
  while (j < b.length) merged[n++] = b[j++]!;
  return merged.subarray(0, n);
}

/** Which of the signature's 64 bits a character sets. */
const characterBit = (unit: number): number => Math.imul(unit, 0x9e3779b1) >>> 26;

/** A character's bit in a document's signature: [low half, high half], one of them zero. */
function characterBits(unit: number): [number, number] {
  const bit = characterBit(unit);
  return bit < 32 ? [(1 << bit) | 0, 0] : [0, (1 << (bit - 32)) | 0];
}

/** The signature of a text: the bits of its characters (spaces left out), without allocating per character (index build). */
function signatureOf(text: string): [number, number] {
  let low = 0;
  let high = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit === 32) continue;
    const bit = characterBit(unit);
    if (bit < 32) low |= 1 << bit;
    else high |= 1 << (bit - 32);
  }
  return [low, high];
}

/** Where a keyword's matches may be (see SearchIndex.sources). */
type Source = { docs: Int32Array; check: 'none' | 'full' | 'official'; bound: number };

/** Buckets of whole base points for ranking: base points from -BASE_OFFSET up (higher ones share the top bucket). */
const BASE_BUCKETS = 1_024;
/** Up to this many matches are all scored, unsorted. */
const DIRECT_SCORING = 256;
/** A source's `check` as stored per found document. */
const CHECK_NONE = 0;
const CHECK_FULL = 1;
const CHECK_OFFICIAL = 2;
const CHECK_CODES: Record<Source['check'], number> = { none: CHECK_NONE, full: CHECK_FULL, official: CHECK_OFFICIAL };
const BASE_OFFSET = 256;
