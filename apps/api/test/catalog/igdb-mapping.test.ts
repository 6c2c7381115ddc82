import { describe, expect, it } from 'vitest';
import {
  GENRES,
  cleanSteamKoreanTitle,
  genreId,
  genreKoreanName,
  igdbToSeedGame,
  looksLikeAddOnOrEdition,
  mapPlatformCode,
  unixSecondsToIsoDate,
  withoutEnglishName,
  type IgdbMappingContext,
} from '../../src/modules/catalog/ingest/igdb-mapping.ts';
import { FEATURED_IGDB_IDS, KOREAN_TITLE_ROWS, KOREAN_TITLES } from '../../src/modules/catalog/ingest/korean-titles.ts';
import { SeedGameSchema } from '../../src/modules/catalog/ingest/seed-format.ts';

describe('mapPlatformCode', () => {
  it('maps the six app platforms by their IGDB names', () => {
    expect(mapPlatformCode('PC (Microsoft Windows)')).toBe('PC');
    expect(mapPlatformCode('PlayStation 5')).toBe('PS5');
    expect(mapPlatformCode('PlayStation 4')).toBe('PS4');
    expect(mapPlatformCode('Nintendo Switch')).toBe('SWITCH');
    expect(mapPlatformCode('Xbox Series X|S')).toBe('XBOX_SERIES');
    expect(mapPlatformCode('Xbox One')).toBe('XONE');
  });

  it('maps Nintendo Switch 2 onto SWITCH', () => {
    expect(mapPlatformCode('Nintendo Switch 2')).toBe('SWITCH');
  });

  it('returns null for platforms the app does not filter on', () => {
    for (const name of ['Mac', 'Linux', 'PlayStation 3', 'Xbox 360', 'Xbox', 'PlayStation VR2', 'Windows Mixed Reality', 'Wii U', '']) {
      expect(mapPlatformCode(name)).toBeNull();
    }
    expect(mapPlatformCode('toString')).toBeNull();
    expect(mapPlatformCode('pc (microsoft windows)')).toBeNull();
  });
});

describe('GENRES', () => {
  it('keeps stable ids 1..N in order (never renumber)', () => {
    expect(GENRES.map((g) => g.id)).toEqual(GENRES.map((_, i) => i + 1));
    // Pinned: changing any of these breaks stored genre ids and shared URLs.
    expect(GENRES.map((g) => `${g.id}:${g.name}`)).toEqual([
      '1:Role-playing (RPG)',
      '2:Shooter',
      '3:Platform',
      '4:Adventure',
      '5:Indie',
      '6:Strategy',
      '7:Simulator',
      '8:Puzzle',
      '9:Racing',
      '10:Sport',
      '11:Fighting',
      "12:Hack and slash/Beat 'em up",
      '13:Real Time Strategy (RTS)',
      '14:Turn-based strategy (TBS)',
      '15:Tactical',
      '16:Visual Novel',
      '17:Card & Board Game',
      '18:Arcade',
      '19:Music',
      '20:Point-and-click',
      '21:Quiz/Trivia',
      '22:Pinball',
      '23:MOBA',
    ]);
  });

  it('has unique names and Korean display names', () => {
    expect(new Set(GENRES.map((g) => g.name)).size).toBe(GENRES.length);
    expect(new Set(GENRES.map((g) => g.displayName)).size).toBe(GENRES.length);
  });

  it('gives Korean names and ids by IGDB name', () => {
    expect(genreKoreanName('Role-playing (RPG)')).toBe('롤플레잉');
    expect(genreKoreanName('Fighting')).toBe('대전 격투');
    expect(genreKoreanName('Music')).toBe('리듬');
    expect(genreKoreanName("Hack and slash/Beat 'em up")).toBe('핵 앤 슬래시/벨트스크롤');
    expect(genreKoreanName('Unknown genre')).toBe('Unknown genre');
    expect(genreId('Role-playing (RPG)')).toBe(1);
    expect(genreId('MOBA')).toBe(23);
    expect(genreId('Unknown genre')).toBeNull();
  });
});

const ctx: IgdbMappingContext = { keepSummary: true };

const sampleLine = JSON.stringify({
  igdb_id: 1942,
  name: 'The Witcher 3: Wild Hunt',
  summary: 'RPG summary.',
  genres: ['Role-playing (RPG)', 'Adventure'],
  developers: ['CD Projekt RED'],
  publishers: ['CD Projekt'],
  aggregated_rating: 91.7272727,
  release_date: 1431993600, // 2015-05-19T00:00:00Z
  platforms: ['PlayStation 4', 'PC (Microsoft Windows)', 'Xbox One', 'Nintendo Switch', 'Mac'],
  cover_url: '//images.igdb.com/igdb/image/upload/t_thumb/co1wyy.jpg',
  external_ids: [
    // Label says Steam but the URL is Twitch: must be ignored.
    { category: 1, store: 'steam', uid: '115977', url: 'https://www.twitch.tv/directory/game/The Witcher 3' },
    // No label, but a Steam store URL: this is the appid.
    { category: null, store: 'store_None', uid: 'whatever', url: 'https://store.steampowered.com/app/292030/The_Witcher_3/' },
    { category: 14, store: 'playstation', uid: '1207658924', url: 'https://www.gog.com/game/the_witcher_3_wild_hunt' },
  ],
  save_locations: ['ignored'],
});

describe('igdbToSeedGame', () => {
  it('converts a dump line', () => {
    const game = igdbToSeedGame(sampleLine, ctx);
    expect(SeedGameSchema.parse(game)).toEqual(game);
    expect(game).toMatchObject({
      igdbId: 1942,
      name: 'The Witcher 3: Wild Hunt',
      nameKo: null,
      summary: 'RPG summary.',
      firstReleaseDate: '2015-05-19',
      totalRating: 91.73,
      totalRatingCount: 0,
      coverImageId: 'co1wyy',
      screenshotImageIds: [],
      platforms: ['PlayStation 4', 'PC (Microsoft Windows)', 'Xbox One', 'Nintendo Switch', 'Mac'],
      genres: ['Role-playing (RPG)', 'Adventure'],
      steamAppId: 292030,
      gogId: '1207658924',
      isFeatured: false,
      hastilyHours: null,
    });
    expect(game.popularity).toBeGreaterThan(0);
  });

  it('takes the Steam appid from the URL, never from the label', () => {
    const line = {
      igdb_id: 5,
      name: 'Labelled',
      external_ids: [{ category: 1, store: 'steam', uid: '12345', url: 'https://www.giantbomb.com/games/3030-1/' }],
    };
    expect(igdbToSeedGame(line, ctx).steamAppId).toBeNull();
    expect(
      igdbToSeedGame({ ...line, external_ids: [{ category: null, uid: 'x', url: 'https://store.steampowered.com/app/570940' }] }, ctx)
        .steamAppId,
    ).toBe(570940);
  });

  it('drops summaries for the committed seed and handles missing values', () => {
    const game = igdbToSeedGame(
      {
        igdb_id: 7,
        name: 'Bare',
        summary: 'text',
        cover_url: null,
        release_date: null,
        aggregated_rating: null,
        platforms: null,
        genres: ['Nope'],
      },
      { keepSummary: false },
    );
    expect(game).toMatchObject({
      summary: null,
      coverImageId: null,
      firstReleaseDate: null,
      totalRating: null,
      platforms: [],
      genres: [],
      steamAppId: null,
      gogId: null,
    });
  });

  it('converts dates in UTC', () => {
    expect(unixSecondsToIsoDate(0)).toBe('1970-01-01');
    expect(unixSecondsToIsoDate(1488499200)).toBe('2017-03-03'); // Breath of the Wild
    expect(unixSecondsToIsoDate(1488499200 + 86399)).toBe('2017-03-03');
    expect(unixSecondsToIsoDate(-86400)).toBe('1969-12-31');
    expect(unixSecondsToIsoDate(null)).toBeNull();
  });

  it('uses curated Korean titles first, then Steam Korean titles by appid, and marks featured games', () => {
    const withTitles: IgdbMappingContext = {
      keepSummary: false,
      koreanTitlesByIgdbId: new Map([[1942, '위쳐 3: 와일드 헌트']]),
      koreanTitlesBySteamAppId: new Map([[292030, '더 위쳐 3']]),
      featuredIgdbIds: new Set([1942]),
      famousIgdbIds: new Set([1942]),
    };
    const game = igdbToSeedGame(sampleLine, withTitles);
    expect(game.nameKo).toBe('위쳐 3: 와일드 헌트');
    expect(game.isFeatured).toBe(true);
    expect(game.popularity).toBeGreaterThan(igdbToSeedGame(sampleLine, ctx).popularity);
    const fromSteam = igdbToSeedGame(sampleLine, { ...withTitles, koreanTitlesByIgdbId: new Map() });
    expect(fromSteam.nameKo).toBe('더 위쳐 3');
  });

  it('rejects lines that are not games', () => {
    expect(() => igdbToSeedGame('{"name":"no id"}', ctx)).toThrow();
    expect(() => igdbToSeedGame('not json', ctx)).toThrow();
  });
});

describe('add-on and edition names', () => {
  it('flags DLCs, packs, soundtracks, demos and retail editions', () => {
    for (const name of [
      'Elden Ring: Deluxe Edition',
      'Tekken 7: Season Pass',
      'Cult of the Lamb: Pilgrim Pack',
      'Hades Original Soundtrack',
      'Resident Evil 7 Demo',
      'Overwatch 2: Invasion Bundle',
      'Metal Gear Solid Delta: Snake Eater - Sneaking DLC Pack',
    ]) {
      expect(looksLikeAddOnOrEdition(name), name).toBe(true);
    }
  });

  it('keeps main games', () => {
    for (const name of [
      'Elden Ring',
      'Mario Kart 8 Deluxe',
      'Persona 5 Royal',
      'Age of Empires II: Definitive Edition',
      'The Jackbox Party Pack',
    ]) {
      expect(looksLikeAddOnOrEdition(name), name).toBe(false);
    }
  });
});

describe('Steam Korean titles', () => {
  it('cleans store titles', () => {
    expect(cleanSteamKoreanTitle('Apex 레전드™')).toBe('Apex 레전드');
    expect(cleanSteamKoreanTitle('Metal Garden | 메탈 가든')).toBe('메탈 가든');
    expect(cleanSteamKoreanTitle('가디언 오브 로어 (Guardian of Lore)')).toBe('가디언 오브 로어');
    expect(cleanSteamKoreanTitle('Black Survival(블랙서바이벌)')).toBe('블랙서바이벌');
    expect(cleanSteamKoreanTitle('진・삼국무쌍８')).toBe('진・삼국무쌍8');
    expect(cleanSteamKoreanTitle('Vampire: The Masquerade')).toBeNull();
    expect(cleanSteamKoreanTitle('')).toBeNull();
  });

  it('drops a repeated English name', () => {
    expect(withoutEnglishName('Terra Invicta 테라 인빅타', 'Terra Invicta')).toBe('테라 인빅타');
    expect(withoutEnglishName('오픈 컨트리 Open Country', 'Open Country')).toBe('오픈 컨트리');
    expect(withoutEnglishName('Back to the Dawn ~브레이크 더 애니멀 프리즌~', 'Back to the Dawn')).toBe(
      'Back to the Dawn ~브레이크 더 애니멀 프리즌~',
    );
    expect(withoutEnglishName('Apex 레전드', 'Apex Legends')).toBe('Apex 레전드');
  });
});

describe('curated Korean titles', () => {
  it('has 200+ unique ids with Hangul titles, and featured games among them', () => {
    expect(KOREAN_TITLE_ROWS.length).toBeGreaterThanOrEqual(200);
    expect(KOREAN_TITLES.size).toBe(KOREAN_TITLE_ROWS.length);
    for (const [id, name, ko] of KOREAN_TITLE_ROWS) {
      expect(Number.isSafeInteger(id) && id > 0, `${id}`).toBe(true);
      expect(name.trim(), `${id}`).toBe(name);
      expect(/[가-힣]/.test(ko), `${id} ${ko}`).toBe(true);
    }
    expect(FEATURED_IGDB_IDS.size).toBeGreaterThanOrEqual(25);
    for (const id of FEATURED_IGDB_IDS) expect(KOREAN_TITLES.has(id), `${id}`).toBe(true);
  });
});
