// Hand-written IGDB v4 records in the API's shapes (field names, id references, Unix-second dates,
// image ids, string uids) for the fake IGDB. Referenced records (genres, platforms, covers, ...) are
// written inline with their ids: the fake returns the bare id unless a query expands the field.
// Values follow IGDB's public pages closely but are fixtures, not a copy of IGDB's data.

export type FakeIgdbRecord = { id: number; [field: string]: unknown };

const PC = { id: 6, name: 'PC (Microsoft Windows)', slug: 'win' };
const PS4 = { id: 48, name: 'PlayStation 4', slug: 'ps4--1' };
const XONE = { id: 49, name: 'Xbox One', slug: 'xboxone' };
const SWITCH = { id: 130, name: 'Nintendo Switch', slug: 'switch' };
const PS5 = { id: 167, name: 'PlayStation 5', slug: 'ps5' };
const SERIES = { id: 169, name: 'Xbox Series X|S', slug: 'series-x-s' };
const MAC = { id: 14, name: 'Mac', slug: 'mac' };

const RPG = { id: 12, name: 'Role-playing (RPG)', slug: 'role-playing-rpg' };
const ADVENTURE = { id: 31, name: 'Adventure', slug: 'adventure' };
const PLATFORM = { id: 8, name: 'Platform', slug: 'platform' };
const INDIE = { id: 32, name: 'Indie', slug: 'indie' };

const KOREA = { id: 7, name: 'Korea', identifier: 'ko_KR', category: 'locale' };
const JAPAN = { id: 3, name: 'Japan', identifier: 'ja_JP', category: 'locale' };
const CHINA = { id: 5, name: 'China', identifier: 'zh_CN', category: 'locale' };

const gameType = (id: number, type: string) => ({ id, type });
const steam = (id: number, uid: string) => ({
  id,
  uid,
  url: `https://store.steampowered.com/app/${uid}`,
  external_game_source: { id: 1, name: 'Steam' },
  category: 1,
});
const gog = (id: number, uid: string, slug: string) => ({
  id,
  uid,
  url: `https://www.gog.com/game/${slug}`,
  external_game_source: { id: 5, name: 'GOG' },
  category: 5,
});
const twitch = (id: number, uid: string) => ({
  id,
  uid,
  url: `https://www.twitch.tv/directory/category/${uid}`,
  external_game_source: { id: 14, name: 'Twitch' },
  category: 14,
});
const shots = (firstId: number, ...imageIds: string[]) =>
  imageIds.map((image_id, i) => ({ id: firstId + i, image_id, width: 1920, height: 1080 }));

/** Games, in id order. */
export function fakeIgdbGames(): FakeIgdbRecord[] {
  return [
    {
      id: 1942,
      name: 'The Witcher 3: Wild Hunt',
      slug: 'the-witcher-3-wild-hunt',
      summary: 'RPG and sequel to The Witcher 2 (2011), in which Geralt of Rivia searches for his adopted daughter Ciri.',
      first_release_date: 1431993600,
      game_type: gameType(0, 'Main Game'),
      category: 0,
      cover: { id: 89386, image_id: 'co1wyy', width: 1200, height: 1600 },
      screenshots: [
        { id: 4421, image_id: 'em1y2ugcwy2myuhvb9db', width: 1920, height: 1080 },
        { id: 4422, image_id: 'usxccsncekxg0wd1v6ee', width: 1920, height: 1080 },
      ],
      platforms: [PC, PS4, XONE, SWITCH, PS5, SERIES],
      genres: [RPG, ADVENTURE],
      aggregated_rating: 92.4,
      total_rating: 93.1,
      total_rating_count: 3127,
      alternative_names: [
        { id: 1213, name: 'Wiedźmin 3: Dziki Gon', comment: 'Polish title' },
        { id: 1214, name: 'The Witcher III: Wild Hunt', comment: 'Alternative spelling' },
        { id: 50123, name: '더 위쳐 3: 와일드 헌트', comment: 'Korean title' },
      ],
      game_localizations: [{ id: 1731, name: 'ウィッチャー3 ワイルドハント', region: JAPAN }],
      external_games: [steam(14585, '292030'), gog(15311, '1207664663', 'the_witcher_3_wild_hunt'), twitch(20112, '115977')],
    },
    {
      id: 12503,
      name: 'The Witcher 3: Wild Hunt - Hearts of Stone',
      slug: 'the-witcher-3-wild-hunt-hearts-of-stone',
      summary: 'Hearts of Stone is the first expansion for The Witcher 3: Wild Hunt.',
      first_release_date: 1444608000,
      game_type: gameType(1, 'DLC'),
      category: 1,
      parent_game: 1942,
      cover: { id: 89410, image_id: 'co1x0i' },
      screenshots: shots(51870, 'ufbx0rvkuqfqzfgk2sqk'),
      platforms: [PC, PS4, XONE],
      genres: [RPG, ADVENTURE],
      total_rating: 89.6,
      total_rating_count: 402,
      external_games: [steam(24590, '378648')],
    },
    {
      // Only the deprecated `category` and an un-urled GOG entry: the sync must fall back on both.
      id: 12504,
      name: 'The Witcher 3: Wild Hunt - Blood and Wine',
      slug: 'the-witcher-3-wild-hunt-blood-and-wine',
      summary: 'Blood and Wine is the second expansion for The Witcher 3: Wild Hunt, set in Toussaint.',
      first_release_date: 1464652800,
      category: 2,
      parent_game: 1942,
      cover: { id: 89411, image_id: 'co1x0j' },
      platforms: [PC, PS4, XONE],
      genres: [RPG],
      aggregated_rating: 91.7,
      total_rating: 92.3,
      total_rating_count: 560,
      external_games: [
        { id: 24591, uid: '378649', category: 1 },
        { id: 24592, uid: '1640424747', category: 5 },
      ],
    },
    {
      id: 22439,
      name: 'The Witcher 3: Wild Hunt - Game of the Year Edition',
      slug: 'the-witcher-3-wild-hunt-game-of-the-year-edition',
      first_release_date: 1472169600,
      game_type: gameType(0, 'Main Game'),
      category: 0,
      version_parent: 1942,
      cover: { id: 91201, image_id: 'co1z4g' },
      platforms: [PC, PS4, XONE],
      genres: [RPG, ADVENTURE],
      total_rating: 94.0,
      total_rating_count: 180,
      alternative_names: [{ id: 30871, name: 'The Witcher 3 GOTY', comment: 'Abbreviation' }],
      external_games: [gog(40122, '1495134320', 'the_witcher_3_wild_hunt_game_of_the_year_edition')],
    },
    {
      id: 25076,
      name: 'The Witcher Trilogy Pack',
      slug: 'the-witcher-trilogy-pack',
      first_release_date: 1464220800,
      game_type: gameType(3, 'Bundle'),
      category: 3,
      cover: { id: 95120, image_id: 'co2bsd' },
      platforms: [PC],
      genres: [RPG],
    },
    {
      id: 14593,
      name: 'Hollow Knight',
      slug: 'hollow-knight',
      summary: 'A classically styled 2D action adventure across a vast interconnected world.',
      first_release_date: 1487894400,
      game_type: gameType(0, 'Main Game'),
      category: 0,
      cover: { id: 88013, image_id: 'co93cr' },
      screenshots: shots(168532, 'qtzpwmhfrjhrjzqvdfhq', 'zlbxzjv4lnl1vjf1qumm', 'yxqewp6sq0ujkvgblwbc'),
      platforms: [PC, MAC, SWITCH, PS4, XONE],
      genres: [PLATFORM, ADVENTURE, INDIE],
      total_rating: 89.9,
      total_rating_count: 1980,
      alternative_names: [{ id: 39101, name: '할로우 나이트', comment: 'Korean title' }],
      // Legacy shape: `category` only on the external games, one without a url.
      external_games: [{ id: 190012, uid: '367520', category: 1 }],
    },
    {
      id: 119133,
      name: 'Elden Ring',
      slug: 'elden-ring',
      summary: 'Elden Ring is an action RPG set in the Lands Between, created with George R. R. Martin.',
      first_release_date: 1645747200,
      game_type: gameType(0, 'Main Game'),
      category: 0,
      cover: { id: 152937, image_id: 'co4jni' },
      screenshots: shots(674105, 'scasqfnmwinuaxi1yixl', 'scavuraxn3b3rtotdlyb'),
      platforms: [PC, PS4, XONE, PS5, SERIES],
      genres: [RPG, ADVENTURE],
      aggregated_rating: 94.9,
      total_rating: 94.5,
      total_rating_count: 2950,
      alternative_names: [
        { id: 70210, name: 'ELDEN RING', comment: 'Stylized title' },
        { id: 70211, name: '艾尔登法环', comment: 'Chinese title - simplified' },
      ],
      game_localizations: [
        { id: 2144, name: '엘든 링', region: KOREA },
        { id: 2145, name: 'エルデンリング', region: JAPAN },
        { id: 2146, name: '艾尔登法环', region: CHINA },
      ],
      external_games: [steam(2245370, '1245620'), twitch(2245371, '512953')],
    },
    {
      id: 228548,
      name: 'Elden Ring: Shadow of the Erdtree',
      slug: 'elden-ring-shadow-of-the-erdtree',
      first_release_date: 1718928000,
      game_type: gameType(2, 'Expansion'),
      category: 2,
      parent_game: 119133,
      cover: { id: 330812, image_id: 'co7rfm' },
      platforms: [PC, PS5, SERIES],
      genres: [RPG],
      aggregated_rating: 94.2,
      total_rating_count: 610,
      game_localizations: [{ id: 9820, name: '엘든 링 황금 나무의 그림자', region: KOREA }],
      external_games: [steam(3300145, '2778580')],
    },
  ];
}

/** /v4/game_time_to_beats rows (seconds). Bundle 25076 and the GOTY edition have none. */
export function fakeIgdbTimeToBeats(): FakeIgdbRecord[] {
  return [
    { id: 301, game_id: 1942, hastily: 90000, normally: 172800, completely: 360000, count: 42 },
    { id: 302, game_id: 12503, hastily: 36000, normally: 50400, completely: 72000, count: 12 },
    { id: 303, game_id: 12504, hastily: 64800, normally: 97200, completely: 144000, count: 15 },
    { id: 304, game_id: 14593, hastily: 97200, normally: 151200, completely: 223200, count: 88 },
    { id: 305, game_id: 119133, hastily: 158400, normally: 216000, completely: 478800, count: 131 },
    { id: 306, game_id: 228548, hastily: 72000, normally: 108000, completely: 162000, count: 9 },
  ];
}
