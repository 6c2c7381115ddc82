/**
 * Posting lists in compressed-sparse-row form: for each numeric code (a trigram, a two-syllable
 * head, a hashed phonetic key), the ascending document numbers that have it. Three typed arrays
 * instead of a Map of arrays: about 4 bytes per posting and 12 per distinct code, off the JS heap.
 */
export type PostingLists = {
  /** Documents with `code`, ascending (empty when none). */
  get(code: number): Int32Array;
};

const EMPTY = new Int32Array(0);

/** Index of `value` in the ascending `sorted`, or -1. */
function binarySearch(sorted: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const at = sorted[mid]!;
    if (at < value) lo = mid + 1;
    else if (at > value) hi = mid - 1;
    else return mid;
  }
  return -1;
}

/** True when the ascending `list` holds `value`. */
export const sortedHas = (list: ArrayLike<number>, value: number): boolean => binarySearch(list, value) >= 0;

/** Gives the event loop a turn during a long build, so requests keep being answered. */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Work units between yields while building. */
const CHUNK = 100_000;

/**
 * Collects (code, document) pairs, documents in ascending order, each code once per document,
 * then builds the lists (asynchronously, yielding between chunks).
 */
export class PostingListsBuilder {
  private codes = new Float64Array(1 << 16);
  private docs = new Int32Array(1 << 16);
  private length = 0;

  private start = 0;

  /** Starts a document's codes: `push` them (repeats allowed), then `end`. */
  begin(): void {
    this.start = this.length;
  }

  push(code: number): void {
    if (this.length === this.codes.length) this.grow();
    this.codes[this.length++] = code;
  }

  /** Files the pushed codes under `doc`, each once; answers how many distinct ones. */
  end(doc: number): number {
    const { start } = this;
    if (this.length - start > 1) {
      const staged = this.codes.subarray(start, this.length);
      staged.sort();
      let kept = 1;
      for (let i = 1; i < staged.length; i++) if (staged[i] !== staged[kept - 1]) staged[kept++] = staged[i]!;
      this.length = start + kept;
    }
    this.docs.fill(doc, start, this.length);
    return this.length - start;
  }

  private grow(): void {
    const codes = new Float64Array(this.codes.length * 2);
    codes.set(this.codes);
    const docs = new Int32Array(this.docs.length * 2);
    docs.set(this.docs);
    this.codes = codes;
    this.docs = docs;
  }

  async build(): Promise<PostingLists> {
    const n = this.length;
    const entryCodes = this.codes;
    const entryDocs = this.docs;
    // Number the distinct codes in order of first sight, counting each one's documents.
    const table = new CodeTable(n / 2);
    const ids = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      if (i % CHUNK === 0 && i) await yieldToEventLoop();
      ids[i] = table.count(entryCodes[i]!);
    }
    // Codes in ascending order, with each first-sight number's rank.
    const distinct = table.size;
    const firstSeen = table.codesInOrder();
    const sortedCodes = Float64Array.from(firstSeen).sort();
    const rank = new Int32Array(distinct);
    for (let id = 0; id < distinct; id++) rank[id] = binarySearch(sortedCodes, firstSeen[id]!);
    await yieldToEventLoop();
    const offsets = new Uint32Array(distinct + 1);
    const counts = table.counts();
    for (let id = 0; id < distinct; id++) offsets[rank[id]! + 1] = counts[id]!;
    for (let r = 0; r < distinct; r++) offsets[r + 1]! += offsets[r]!;
    // Fill in entry order: documents were added ascending, so every list comes out sorted.
    const postings = new Int32Array(n);
    const next = offsets.slice(0, distinct);
    for (let i = 0; i < n; i++) {
      if (i % CHUNK === 0 && i) await yieldToEventLoop();
      const r = rank[ids[i]!]!;
      postings[next[r]!++] = entryDocs[i]!;
    }
    this.codes = new Float64Array(0);
    this.docs = new Int32Array(0);
    this.length = 0;
    return {
      get(code) {
        const r = binarySearch(sortedCodes, code);
        return r < 0 ? EMPTY : postings.subarray(offsets[r], offsets[r + 1]);
      },
    };
  }
}

/**
 * Numbers distinct codes in order of first sight and counts them: open addressing over typed
 * arrays (a Map keyed by doubles boxes every key and is several times slower here).
 */
class CodeTable {
  private keys: Float64Array;
  private slots: Int32Array;
  private order = new Float64Array(1 << 12);
  private tally = new Int32Array(1 << 12);
  size = 0;

  /** `expected`: a guess of the distinct codes, to spare most rehashing. */
  constructor(expected: number) {
    const capacity = 2 ** Math.max(16, Math.ceil(Math.log2(expected * 2)));
    this.keys = new Float64Array(capacity);
    this.slots = new Int32Array(capacity).fill(-1);
  }

  /** The code's number (assigned on first sight); adds one to its count. */
  count(code: number): number {
    const mask = this.slots.length - 1;
    let slot = CodeTable.hash(code) & mask;
    for (;;) {
      const id = this.slots[slot]!;
      if (id < 0) break;
      if (this.keys[slot] === code) {
        this.tally[id]! += 1;
        return id;
      }
      slot = (slot + 1) & mask;
    }
    const id = this.size++;
    this.keys[slot] = code;
    this.slots[slot] = id;
    if (id === this.order.length) {
      this.order = grown(this.order);
      this.tally = grown(this.tally);
    }
    this.order[id] = code;
    this.tally[id] = 1;
    if (this.size * 2 > this.slots.length) this.rehash();
    return id;
  }

  codesInOrder = (): Float64Array => this.order.subarray(0, this.size);
  counts = (): Int32Array => this.tally.subarray(0, this.size);

  private static hash(code: number): number {
    const lo = code % 4_294_967_296;
    const hi = (code - lo) / 4_294_967_296;
    return (Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x85ebca6b) ^ (lo >>> 13)) >>> 0;
  }

  private rehash(): void {
    const keys = new Float64Array(this.keys.length * 2);
    const slots = new Int32Array(this.slots.length * 2).fill(-1);
    const mask = slots.length - 1;
    for (let id = 0; id < this.size; id++) {
      const code = this.order[id]!;
      let slot = CodeTable.hash(code) & mask;
      while (slots[slot]! >= 0) slot = (slot + 1) & mask;
      keys[slot] = code;
      slots[slot] = id;
    }
    this.keys = keys;
    this.slots = slots;
  }
}

function grown<T extends Float64Array | Int32Array>(array: T): T {
  const next = new (array.constructor as new (length: number) => T)(array.length * 2);
  next.set(array);
  return next;
}

/**
 * The code of a text's `length` code units starting at `at`, 16 bits each (at most three: 48
 * bits, exact in a double). Lengths 1 and 2 are set apart from 3 by a marker bit.
 */
export function unitsCode(text: string, at: number, length: 1 | 2 | 3): number {
  if (length === 1) return 2 ** 48 + text.charCodeAt(at);
  if (length === 2) return 2 ** 49 + text.charCodeAt(at) * 65_536 + text.charCodeAt(at + 1);
  return text.charCodeAt(at) * 2 ** 32 + text.charCodeAt(at + 1) * 65_536 + text.charCodeAt(at + 2);
}

/** Where code producers put their codes (a builder, or an array). */
export type CodeSink = { push(code: number): unknown };

/** The trigram codes of every space-free run of `text` (repeats included). */
export function trigramCodes<T extends CodeSink>(text: string, sink: T): T {
  for (let i = 0; i + 3 <= text.length; i++) {
    if (text.charCodeAt(i + 2) === 32) {
      i += 2;
      continue;
    }
    if (text.charCodeAt(i) === 32 || text.charCodeAt(i + 1) === 32) continue;
    sink.push(unitsCode(text, i, 3));
  }
  return sink;
}

/** The codes of every pair of adjacent characters of `text` that holds a Hangul syllable. */
export function hangulBigramCodes<T extends CodeSink>(text: string, sink: T): T {
  for (let i = 0; i + 2 <= text.length; i++) {
    const a = text.charCodeAt(i);
    const b = text.charCodeAt(i + 1);
    if (a !== 32 && b !== 32 && (isHangulSyllable(a) || isHangulSyllable(b))) sink.push(unitsCode(text, i, 2));
  }
  return sink;
}

const isHangulSyllable = (unit: number): boolean => unit >= 0xac00 && unit <= 0xd7a3;

/** The codes of the first `length` characters of every space-separated word of `text` at least that long. */
export function wordStartCodes<T extends CodeSink>(text: string, length: 1 | 2 | 3, sink: T): T {
  for (let i = 0; i + length <= text.length; i++) {
    if (i > 0 && text.charCodeAt(i - 1) !== 32) continue;
    let spaced = false;
    for (let j = i; j < i + length; j++) if (text.charCodeAt(j) === 32) spaced = true;
    if (!spaced) sink.push(unitsCode(text, i, length));
  }
  return sink;
}

/**
 * A 52-bit hash of a string (two 32-bit FNV-1a passes with different offsets), exact in a double.
 * Two distinct phonetic keys share one with a chance near 2^-52 per pair: negligible next to the
 * catalog's two million keys.
 */
export function stringCode(text: string): number {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x9e3779b9;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 15);
  }
  return (a >>> 12) * 2 ** 32 + (b >>> 0);
}
