import { createReadStream, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { KoreanSupport } from '@gameshelf/contracts';
import { cleanSteamKoreanTitle, parseIgdbLine, type IgdbGameRecord } from './igdb-mapping.ts';

/**
 * Streams the records of an IGDB dump file (.jsonl.gz, or plain .jsonl), one per non-empty line.
 * Malformed lines throw with the file name and line number.
 */
export async function* streamIgdbDump(file: string): AsyncGenerator<IgdbGameRecord> {
  const input = createReadStream(file);
  const source = file.endsWith('.gz') ? input.pipe(createGunzip()) : input;
  const lines = createInterface({ input: source, crlfDelay: Infinity });
  let lineNumber = 0;
  try {
    for await (const line of lines) {
      lineNumber += 1;
      if (!line.trim()) continue;
      try {
        yield parseIgdbLine(line);
      } catch (error) {
        throw new Error(`${file}:${lineNumber}: ${(error as Error).message}`, { cause: error });
      }
    }
  } finally {
    lines.close();
    input.destroy();
  }
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
