import type { KoreanSupport, PlatformCode } from '@gameshelf/contracts';
import type { SeedGame } from './seed-format.ts';

/*
 * Mapping from the IGDB dump (../shared/data/catalog/igdb-games*.jsonl.gz, content by IGDB.com)
 * to the app's catalog shape. Pure functions only: no file or database access here.
 */

// ---------------------------------------------------------------------------------------------
// Platforms
// ---------------------------------------------------------------------------------------------

/**
 * IGDB platform names (exactly as they appear in the dump) that map onto the app's six codes.
 * Every other platform in the dump (Mac, Linux, PlayStation 3, Xbox 360, PlayStation VR2,
 * Windows Mixed Reality, SteamVR, ...) has no code: the app lists it but does not filter on it.
 *
 * Decision: "Nintendo Switch 2" maps to SWITCH. The app has a single Switch filter; Switch 2
 * plays Switch games and most Switch 2 titles in the dump (558) are also listed for Switch, so a
 * separate code would split one family of consoles in the filter. The platform keeps its own name
 * ("Nintendo Switch 2") in platformNames, so the detail page still tells the two apart.
 */
const PLATFORM_CODE_BY_IGDB_NAME: Readonly<Record<string, PlatformCode>> = {
  'PC (Microsoft Windows)': 'PC',
  'PlayStation 5': 'PS5',
  'PlayStation 4': 'PS4',
  'Nintendo Switch': 'SWITCH',
  'Nintendo Switch 2': 'SWITCH',
  'Xbox Series X|S': 'XBOX_SERIES',
  'Xbox One': 'XONE',
};

/** The app's platform code for an IGDB platform name, or null when the app does not filter on it. */
export function mapPlatformCode(igdbPlatformName: string): PlatformCode | null {
  return Object.hasOwn(PLATFORM_CODE_BY_IGDB_NAME, igdbPlatformName) ? (PLATFORM_CODE_BY_IGDB_NAME[igdbPlatformName] ?? null) : null;
}

/** IGDB platform names that map onto a code (for building filters and tests). */
export const MAPPED_IGDB_PLATFORM_NAMES: readonly string[] = Object.keys(PLATFORM_CODE_BY_IGDB_NAME);

// ---------------------------------------------------------------------------------------------
// Genres
// ---------------------------------------------------------------------------------------------

export type GenreDefinition = {
  /** Stable id (1..N). Never renumber or reorder: ids are stored and used in URLs (genreIds=...). */
  readonly id: number;
  /** IGDB genre name exactly as in the dump. */
  readonly name: string;
  /** Korean display name. */
  readonly displayName: string;
};

/**
 * All 23 IGDB genre names found in the dump (checked against all 333,168 lines), with stable ids.
 * New genres go at the end with the next id.
 */
export const GENRES: readonly GenreDefinition[] = Object.freeze([
  { id: 1, name: 'Role-playing (RPG)', displayName: '롤플레잉' },
  { id: 2, name: 'Shooter', displayName: '슈팅' },
  { id: 3, name: 'Platform', displayName: '플랫포머' },
  { id: 4, name: 'Adventure', displayName: '어드벤처' },
  { id: 5, name: 'Indie', displayName: '인디' },
  { id: 6, name: 'Strategy', displayName: '전략' },
  { id: 7, name: 'Simulator', displayName: '시뮬레이션' },
  { id: 8, name: 'Puzzle', displayName: '퍼즐' },
  { id: 9, name: 'Racing', displayName: '레이싱' },
  { id: 10, name: 'Sport', displayName: '스포츠' },
  { id: 11, name: 'Fighting', displayName: '대전 격투' },
  { id: 12, name: "Hack and slash/Beat 'em up", displayName: '핵 앤 슬래시/벨트스크롤' },
  { id: 13, name: 'Real Time Strategy (RTS)', displayName: '실시간 전략' },
  { id: 14, name: 'Turn-based strategy (TBS)', displayName: '턴제 전략' },
  { id: 15, name: 'Tactical', displayName: '택티컬' },
  { id: 16, name: 'Visual Novel', displayName: '비주얼 노벨' },
  { id: 17, name: 'Card & Board Game', displayName: '카드 & 보드' },
  { id: 18, name: 'Arcade', displayName: '아케이드' },
  { id: 19, name: 'Music', displayName: '리듬' },
  { id: 20, name: 'Point-and-click', displayName: '포인트 앤 클릭' },
  { id: 21, name: 'Quiz/Trivia', displayName: '퀴즈' },
  { id: 22, name: 'Pinball', displayName: '핀볼' },
  { id: 23, name: 'MOBA', displayName: 'MOBA' },
] satisfies GenreDefinition[]);

const GENRE_BY_NAME: ReadonlyMap<string, GenreDefinition> = new Map(GENRES.map((g) => [g.name, g]));

/** Korean display name for an IGDB genre name (the IGDB name itself when the genre is unknown). */
export function genreKoreanName(igdbGenreName: string): string {
  return GENRE_BY_NAME.get(igdbGenreName)?.displayName ?? igdbGenreName;
}

/** Stable genre id for an IGDB genre name, or null when the genre is not in GENRES. */
export function genreId(igdbGenreName: string): number | null {
  return GENRE_BY_NAME.get(igdbGenreName)?.id ?? null;
}

// ---------------------------------------------------------------------------------------------
// One dump line -> SeedGame
// ---------------------------------------------------------------------------------------------

export type IgdbExternalId = {
  category?: number | null;
  store?: string | null;
  uid?: string | number | null;
  url?: string | null;
};

/** One line of the dump. Unknown extra keys (save_locations, cloud, ...) are ignored. */
export type IgdbGameRecord = {
  igdb_id: number;
  name: string;
  summary?: string | null;
  genres?: string[] | null;
  developers?: string[] | null;
  publishers?: string[] | null;
  aggregated_rating?: number | null;
  release_date?: number | null;
  platforms?: string[] | null;
  cover_url?: string | null;
  external_ids?: IgdbExternalId[] | null;
};

export type IgdbMappingContext = {
  /** Keep IGDB's English summary (full import) or force null (the committed seed: facts only). */
  keepSummary: boolean;
  /** Curated official Korean titles by IGDB id (korean-titles.ts); wins over Steam titles. */
  koreanTitlesByIgdbId?: ReadonlyMap<number, string>;
  /** Korean titles by Steam appid (from steam-korean-localization.json, already cleaned). */
  koreanTitlesBySteamAppId?: ReadonlyMap<number, string>;
  /** Korean support by Steam appid (steam-korean-localization.json). */
  koreanSupportBySteamAppId?: ReadonlyMap<number, KoreanSupport>;
  /** Well-known games (curated list, the "th" famous file): a popularity bonus. */
  famousIgdbIds?: ReadonlySet<number>;
  /** Games to mark isFeatured. */
  featuredIgdbIds?: ReadonlySet<number>;
};

const STEAM_APP_URL = /store\.steampowered\.com\/app\/(\d+)/;
const IGDB_IMAGE_ID = /\/t_[a-z0-9_]+\/([A-Za-z0-9_-]+)\.(?:jpe?g|png|webp|gif)$/;

/** Unix seconds -> YYYY-MM-DD in UTC (IGDB dates are UTC midnights), or null. */
export function unixSecondsToIsoDate(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return null;
  const date = new Date(seconds * 1000);
  const year = date.getUTCFullYear();
  if (Number.isNaN(date.getTime()) || year < 1000 || year > 9999) return null;
  return date.toISOString().slice(0, 10);
}

/** IGDB image id from a cover URL such as `//images.igdb.com/igdb/image/upload/t_thumb/co22nc.jpg`. */
export function coverImageIdFromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return IGDB_IMAGE_ID.exec(url)?.[1] ?? null;
}

/**
 * Steam appid, classified by URL only: the dump's `category`/`store` labels are unreliable
 * (e.g. category 14 "playstation" is used for Twitch links). First matching URL wins.
 */
export function steamAppIdOf(externalIds: readonly IgdbExternalId[] | null | undefined): number | null {
  for (const ext of externalIds ?? []) {
    const match = ext.url ? STEAM_APP_URL.exec(ext.url) : null;
    if (match?.[1]) {
      const appId = Number(match[1]);
      if (Number.isSafeInteger(appId) && appId > 0) return appId;
    }
  }
  return null;
}

/** GOG product id: the `uid` of the first external id whose URL is on gog.com. */
export function gogIdOf(externalIds: readonly IgdbExternalId[] | null | undefined): string | null {
  for (const ext of externalIds ?? []) {
    if (ext.url && /(^|[/.])gog\.com(\/|$)/i.test(ext.url) && ext.uid !== null && ext.uid !== undefined) {
      const uid = String(ext.uid).trim();
      if (uid) return uid;
    }
  }
  return null;
}

/** Host of an external id's URL with regional Amazon domains folded into "amazon". */
function storeHostOf(url: string): string | null {
  const host = /^(?:https?:)?\/\/([^/?#]+)/i.exec(url)?.[1]?.toLowerCase();
  if (!host) return null;
  if (/(^|\.)amazon\.[a-z.]+$/.test(host)) return 'amazon';
  return host.replace(/^www\./, '');
}

/** Digital storefronts worth counting as "sold in a store" (by URL host). */
const STOREFRONT_HOSTS: ReadonlyMap<string, string> = new Map([
  ['store.steampowered.com', 'steam'],
  ['store.playstation.com', 'playstation'],
  ['microsoft.com', 'xbox'],
  ['xbox.com', 'xbox'],
  ['marketplace.xbox.com', 'xbox'],
  ['store.epicgames.com', 'epic'],
  ['epicgames.com', 'epic'],
  ['gog.com', 'gog'],
  ['itunes.apple.com', 'apple'],
  ['play.google.com', 'google'],
  ['nintendo.com', 'nintendo'],
]);

/**
 * Names of add-ons, editions of another game, soundtracks, demos and similar non-main entries.
 * The dump has no game-type field, so this is a name heuristic; it errs on the side of flagging.
 */
const ADD_ON_NAME =
  /\b(?:DLC|Season Pass|Expansion Pass|Year \d+ Pass|Soundtrack|OST|Demo|Upgrade|Bundle|Artbook|Art Book|Starter Kit|Add-?on|Episode Pass|Character Pass|Fighters? Pass|Battle Pass|(?:Costume|Map|Weapon|Booster|Expansion|Content|Character|Voice|Item|Skin|Starter|Bonus|Mission|Track|Car|Music|Song|Outfit|Cosmetic|Sticker|Emote|Upgrade|Add-?on|Value|Combo|Mega|Double|Triple|Season|Premium|Deluxe|Supporter|Founder'?s|Currency|Coin|Gem|Crystal|Point) Packs?)\b/i;
/** "<Game>: Something Pack" / "<Game> - Something Expansion": a named add-on at the end of the title. */
const TRAILING_ADD_ON = /(?::| [-–]) [^:]*\b(?:Pack|Expansion|Season Pass|Costumes?|Outfits?|Skins?)$/i;
const EDITION_NAME =
  /\b(?:Deluxe|Gold|Ultimate|Complete|Collector'?s|Premium|Standard|Launch|Limited|Digital|Special|Anniversary|Super Deluxe|Day One|Steelbook|Platinum|Champions|Signature|Cross-Gen|Vault|Founder'?s|Game of the Year|GOTY|Season Pass|Legendary)\s+(?:Edition|Bundle|Pack)\b/i;

/** An expanded re-release of another game ("Ghost of Tsushima: Director's Cut"). */
const EXPANDED_NAME = /\bDirector'?s Cut\b/i;

/** True when the name looks like a DLC, pack, soundtrack, demo or a retail edition of another game. */
export function looksLikeAddOnOrEdition(name: string): boolean {
  return ADD_ON_NAME.test(name) || TRAILING_ADD_ON.test(name) || EDITION_NAME.test(name) || EXPANDED_NAME.test(name);
}

/**
 * Popularity heuristic. The dump has no play counts, sales or user ratings, so this ranks games by
 * how much of the world's catalog infrastructure knows about them, using only facts in the dump:
 *
 * - critic score present (`aggregated_rating`, ~15.5k of 333k games): +30, plus 0.3 x the score
 *   (a 90 adds 27), because critics review the games people talk about;
 * - distinct digital storefronts linked (Steam, PlayStation Store, Xbox/Microsoft, Epic, GOG,
 *   App Store, Google Play, Nintendo): +4 each;
 * - Amazon product listings (physical/retail releases across regions): +1 each, at most 25;
 * - GiantBomb page: +3; Twitch directory entry: +2 (press and streaming coverage);
 * - platforms: +3 per distinct app platform code (of six), +1 per IGDB platform (at most 10);
 * - membership in a curated famous-games list (context): +50;
 * - name looks like an add-on, edition, soundtrack or demo: -40, so main games rank first.
 *
 * Rounded to two decimals. Comparable across the whole dump; higher is more popular.
 */
export function popularityOf(record: IgdbGameRecord, platformCodeCount: number, famous: boolean): number {
  let score = 0;
  const rating = record.aggregated_rating;
  if (typeof rating === 'number' && Number.isFinite(rating)) score += 30 + 0.3 * clampRating(rating);

  const storefronts = new Set<string>();
  let amazonListings = 0;
  let giantBomb = false;
  let twitch = false;
  for (const ext of record.external_ids ?? []) {
    if (!ext.url) continue;
    const host = storeHostOf(ext.url);
    if (!host) continue;
    const storefront = STOREFRONT_HOSTS.get(host);
    if (storefront) storefronts.add(storefront);
    else if (host === 'amazon') amazonListings += 1;
    else if (host === 'giantbomb.com') giantBomb = true;
    else if (host === 'twitch.tv') twitch = true;
  }
  score += 4 * storefronts.size + Math.min(amazonListings, 25);
  if (giantBomb) score += 3;
  if (twitch) score += 2;

  score += 3 * platformCodeCount + Math.min(new Set(record.platforms ?? []).size, 10);
  if (famous) score += 50;
  if (looksLikeAddOnOrEdition(record.name)) score -= 40;
  return Math.round(score * 100) / 100;
}

const clampRating = (rating: number): number => Math.min(100, Math.max(0, rating));

/** Parses one dump line (or takes an already parsed record). Throws on malformed lines. */
export function parseIgdbLine(line: string | IgdbGameRecord): IgdbGameRecord {
  const record: unknown = typeof line === 'string' ? JSON.parse(line) : line;
  if (
    typeof record !== 'object' ||
    record === null ||
    !Number.isSafeInteger((record as IgdbGameRecord).igdb_id) ||
    (record as IgdbGameRecord).igdb_id <= 0 ||
    typeof (record as IgdbGameRecord).name !== 'string'
  ) {
    throw new Error(`Not an IGDB game line: ${(typeof line === 'string' ? line : JSON.stringify(line)).slice(0, 120)}`);
  }
  return record as IgdbGameRecord;
}

const distinctStrings = (values: readonly (string | null | undefined)[] | null | undefined): string[] => [
  ...new Set((values ?? []).filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim())),
];

/**
 * Converts one dump line to a SeedGame.
 * - platforms: all IGDB platform names as in the dump (deduplicated); mapPlatformCode gives codes.
 * - genres: IGDB genre names known to GENRES (unknown names are dropped).
 * - totalRatingCount: always 0, because the dump carries a critic score but no count of critics.
 * - screenshots and playtimes: the dump has none (empty / null).
 */
export function igdbToSeedGame(line: string | IgdbGameRecord, ctx: IgdbMappingContext): SeedGame {
  const record = parseIgdbLine(line);
  const name = record.name.trim() || `IGDB ${record.igdb_id}`;
  const platforms = distinctStrings(record.platforms);
  const platformCodes = new Set(platforms.map(mapPlatformCode).filter((c) => c !== null));
  const genres = distinctStrings(record.genres).filter((g) => GENRE_BY_NAME.has(g));
  const steamAppId = steamAppIdOf(record.external_ids);
  const rating = record.aggregated_rating;
  const famous = ctx.famousIgdbIds?.has(record.igdb_id) ?? false;
  const summary = ctx.keepSummary && typeof record.summary === 'string' && record.summary.trim() ? record.summary : null;
  const steamTitle = steamAppId !== null ? ctx.koreanTitlesBySteamAppId?.get(steamAppId) : undefined;
  const nameKo = ctx.koreanTitlesByIgdbId?.get(record.igdb_id) ?? (steamTitle ? withoutEnglishName(steamTitle, name) : null);

  return {
    igdbId: record.igdb_id,
    name,
    nameKo: nameKo && nameKo.trim() ? nameKo.trim() : null,
    summary,
    firstReleaseDate: unixSecondsToIsoDate(record.release_date),
    totalRating: typeof rating === 'number' && Number.isFinite(rating) ? Math.round(clampRating(rating) * 100) / 100 : null,
    totalRatingCount: 0,
    coverImageId: coverImageIdFromUrl(record.cover_url),
    screenshotImageIds: [],
    platforms,
    genres,
    steamAppId,
    gogId: gogIdOf(record.external_ids),
    isFeatured: ctx.featuredIgdbIds?.has(record.igdb_id) ?? false,
    popularity: popularityOf(record, platformCodes.size, famous),
    hastilyHours: null,
    normallyHours: null,
    completelyHours: null,
    gameType: null,
    alternativeNames: [],
    koreanSupport: steamAppId !== null ? (ctx.koreanSupportBySteamAppId?.get(steamAppId) ?? null) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Korean titles from the Steam localization list
// ---------------------------------------------------------------------------------------------

const HANGUL = /[가-힣]/;

/**
 * Cleans a Korean Steam store title from steam-korean-localization.json, or returns null when it
 * has no Hangul. Strips trademark signs, keeps the Hangul side of "English | 한국어" titles, drops
 * parenthesised English originals ("가디언 오브 로어 (Guardian of Lore)") and takes the Hangul in
 * parentheses after an English name ("Black Survival(블랙서바이벌)").
 */
export function cleanSteamKoreanTitle(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let title = raw
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)) // full-width ASCII
    .replace(/[™®©]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!HANGUL.test(title)) return null;
  if (title.includes('|')) {
    const hangulPart = title
      .split('|')
      .map((s) => s.trim())
      .find((s) => HANGUL.test(s));
    if (hangulPart) title = hangulPart;
  }
  // "English (한국어)" -> "한국어"
  const englishThenHangul = /^([^가-힣()]+?)\s*\(([^()]*[가-힣][^()]*)\)$/.exec(title);
  if (englishThenHangul?.[2]) title = englishThenHangul[2].trim();
  // "한국어 (English)" -> "한국어"
  title = title.replace(/\s*\(([^()가-힣]*)\)\s*$/, (whole, inner: string) => (/[A-Za-z]/.test(inner) ? '' : whole)).trim();
  return HANGUL.test(title) ? title : null;
}

const latinKey = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

/**
 * Drops the English name when a Korean store title repeats it before or after the Korean one
 * ("Terra Invicta 테라 인빅타" -> "테라 인빅타", "오픈 컨트리 Open Country" -> "오픈 컨트리").
 * Leaves the title alone when what remains would not start with Hangul.
 */
export function withoutEnglishName(koreanTitle: string, englishName: string): string {
  const key = latinKey(englishName);
  if (!key) return koreanTitle;
  const words = koreanTitle.split(' ');
  for (let n = 1; n < words.length; n += 1) {
    const head = words.slice(0, n).join(' ');
    const tail = words.slice(n).join(' ');
    if (latinKey(head) === key && !HANGUL.test(head) && /^[가-힣]/.test(tail)) return tail;
    const front = words.slice(0, words.length - n).join(' ');
    const back = words.slice(words.length - n).join(' ');
    if (latinKey(back) === key && !HANGUL.test(back) && /^[가-힣]/.test(front)) return front;
  }
  return koreanTitle;
}
