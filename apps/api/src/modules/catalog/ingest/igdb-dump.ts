import { createReadStream, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { KoreanSupport } from '@gameshelf/contracts';
import { cleanSteamKoreanTitle, type IgdbGameRecord } from './igdb-mapping.ts';

/** A line of a dump that could not be used, and why (short, for a report). */
export type IgdbBadLine = { file: string; line: number; reason: string };

/** One usable line of a dump with where it came from. */
export type IgdbDumpLine = { file: string; line: number; record: IgdbGameRecord };

export type StreamIgdbDumpOptions = {
  /**
   * Called for each unusable line (invalid JSON, missing or invalid igdb_id or name), which is then
   * skipped; also once when the file cannot be read further (truncated gzip), which ends the file.
   * Without it the first bad line throws with the file name and line number.
   */
  onBadLine?: (bad: IgdbBadLine) => void;
};

/** igdb_id is stored in an integer column: a larger id would fail the whole load, not one line. */
const MAX_IGDB_ID = 2_147_483_647;

/**
 * The usable lines of an IGDB dump file (.jsonl.gz, or plain .jsonl), one per non-empty line,
 * with their line numbers.
 */
export async function* readIgdbDumpLines(file: string, options: StreamIgdbDumpOptions = {}): AsyncGenerator<IgdbDumpLine> {
  const report = (line: number, reason: string) => {
    if (!options.onBadLine) throw new Error(`${file}:${line}: ${reason}`);
    options.onBadLine({ file, line, reason });
  };
  const input = createReadStream(file);
  const gunzip = file.endsWith('.gz') ? createGunzip() : null;
  // pipe() does not forward the file's own errors; the reader must see them.
  if (gunzip) input.on('error', (error) => gunzip.destroy(error));
  const lines = createInterface({ input: gunzip ? input.pipe(gunzip) : input, crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  let lineNumber = 0;
  try {
    for (;;) {
      let next: IteratorResult<string>;
      try {
        next = await iterator.next();
      } catch (error) {
        // A read error (truncated or corrupt gzip): nothing after this point can be read.
        report(lineNumber + 1, `file unreadable from here (${(error as Error).message})`);
        break;
      }
      if (next.done) break;
      lineNumber += 1;
      if (!next.value.trim()) continue;
      const parsed = parseDumpLine(next.value);
      if (typeof parsed === 'string') report(lineNumber, parsed);
      else yield { file, line: lineNumber, record: parsed };
    }
  } finally {
    lines.close();
    input.destroy();
  }
}

/**
 * The records of an IGDB dump file (.jsonl.gz, or plain .jsonl), one per non-empty line.
 * Bad lines go to options.onBadLine and are skipped; without it they throw with file and line number.
 */
export async function* streamIgdbDump(file: string, options: StreamIgdbDumpOptions = {}): AsyncGenerator<IgdbGameRecord> {
  for await (const { record } of readIgdbDumpLines(file, options)) yield record;
}

/** A record, or the reason the line is unusable. Unknown extra keys are kept and ignored later. */
function parseDumpLine(text: string): IgdbGameRecord | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `invalid JSON (${(error as Error).message.slice(0, 80)})`;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not a JSON object';
  const { igdb_id: id, name } = value as Partial<Record<keyof IgdbGameRecord, unknown>>;
  if (id === undefined || id === null) return 'missing igdb_id';
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0 || id > MAX_IGDB_ID) {
    return `invalid igdb_id ${JSON.stringify(id).slice(0, 40)}`;
  }
  if (name === undefined || name === null) return 'missing name';
  if (typeof name !== 'string') return `invalid name (${Array.isArray(name) ? 'array' : typeof name})`;
  return value as IgdbGameRecord;
}

type SteamKoreanLocalizationFile = {
  games?: { app_id?: string | number; game_title?: string | null; patch_type?: string | null }[];
};

/**
 * Korean titles by Steam appid from steam-korean-localization.json (snowyegret23/Steam_KRLocInfo,
 * Apache-2.0; records from steamapp.net, QuasarZone/QuasarPlay, DirectG and STOVE).
 * Only `official` records (the game itself supports Korean, so the title is the Korean store title)
 * with a Hangul title are used; `user` records (community patches) are skipped because their
 * titles are not official release names.
 */
export function readSteamKoreanTitles(file: string): Map<number, string> {
  return readSteamKoreanData(file).titles;
}

/** What steam-korean-localization.json says, by Steam appid. */
export type SteamKoreanData = {
  /** Cleaned Korean titles of `official` records (see readSteamKoreanTitles). */
  titles: Map<number, string>;
  /** OFFICIAL when any record says the game supports Korean, else USER_PATCH for a community patch. */
  support: Map<number, KoreanSupport>;
};

/** Korean titles and Korean support by Steam appid from steam-korean-localization.json. */
export function readSteamKoreanData(file: string): SteamKoreanData {
  const data = JSON.parse(readFileSync(file, 'utf8')) as SteamKoreanLocalizationFile;
  const support = new Map<number, KoreanSupport>();
  for (const entry of data.games ?? []) {
    const appId = Number(entry.app_id);
    if (!Number.isSafeInteger(appId) || appId <= 0) continue;
    if (entry.patch_type === 'official') support.set(appId, 'OFFICIAL');
    else if (entry.patch_type === 'user' && !support.has(appId)) support.set(appId, 'USER_PATCH');
  }
  const titles = new Map<number, string>();
  for (const entry of data.games ?? []) {
    if (entry.patch_type !== 'official') continue;
    const appId = Number(entry.app_id);
    const title = cleanSteamKoreanTitle(entry.game_title);
    if (Number.isSafeInteger(appId) && appId > 0 && title && !titles.has(appId)) titles.set(appId, title);
  }
  return { titles, support };
}
