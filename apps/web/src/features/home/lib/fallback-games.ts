import type { KoreanSupport, PlatformCode } from '@gameshelf/contracts';

/** What a home game card shows, from the API's game or from the built-in fallback below. */
export type HomeGameCard = {
  id: number;
  name: string;
  nameKo: string | null;
  coverUrl: string | null;
  platformCodes: PlatformCode[];
  genres: string[];
  releaseDate: string | null;
  koreanSupport: KoreanSupport | null;
  score: number | null;
  rating?: number | null;
};

/**
 * Home's built-in popular games for when the home call fails (spec 1 §8): the ten most popular games
 * of the seed catalog a fresh install starts with (apps/api/seed/catalog.json.gz, data by IGDB.com),
 * as `GET /api/home` answered on it on 2026-11-24. Real games only; home invents no reviews.
 */
export const FALLBACK_POPULAR_GAMES: readonly HomeGameCard[] = [
  {
    id: 2276,
    name: 'Elden Ring',
    nameKo: '엘든 링',
    coverUrl: 'https://images.igdb.com/igdb/image/upload/t_cover_big/co4jni.jpg',
    platformCodes: ['SWITCH', 'PS5', 'PS4', 'XBOX_SERIES', 'XONE', 'PC'],
    genres: ['어드벤처', '롤플레잉'],
    releaseDate: '2022-02-25',
    koreanSupport: null,
    score: 96.9,
  },
  {
    id: 2137,
    name: 'Persona 5 Royal',
    nameKo: '페르소나 5 더 로열',
    coverUrl: 'https://images.igdb.com/igdb/image/upload/t_cover_big/cobaqh.jpg',
    platformCodes: ['SWITCH', 'PS5', 'PS4', 'XBOX_SERIES', 'XONE', 'PC'],
    genres: ['어드벤처', '롤플레잉'],
    releaseDate: '2019-10-31',
    koreanSupport: null,
    score: 94,
  },
  {
    id: 2641,
    name: 'Hogwarts Legacy',
    nameKo: '호그와트 레거시',
    coverUrl: 'https://images.igdb.com/igdb/image/upload/t_cover_big/coaav6.jpg',
    platformCodes: ['SWITCH', 'PS5', 'PS4', 'XBOX_SERIES', 'XONE', 'PC'],
    genres: ['어드벤처', '롤플레잉'],
    releaseDate: '2023-02-10',
    koreanSupport: null,
    score: 84.89,
  },
  {
    id: 247,
    name: "No Man's Sky",
    nameKo: '노 맨즈 스카이',
    coverUrl: 'https://images.igdb.com/igdb/image/upload/t_cover_big/coacrk.jpg',
    platformCodes: ['SWITCH', 'PS5', 'PS4', 'XBOX_SERIES', 'XONE', 'PC'],
    genres: ['어드벤처', '아케이드', '인디', '롤플레잉', '시뮬레이션'],
    releaseDate: '2016-08-09',
    koreanSupport: 'OFFICIAL',
    score: 73.84,
  },
  {
    id: 3288,
    name: 'Crisis Core: Final Fantasy VII - Reunion',
    nameKo: '크라이시스 코어 -파이널 판타지 VII- 리유니언',
    coverUrl: 'https://images.igdb.com/igdb/image/upload/t_cover_big/co5afd.jpg',
    platformCodes: ['SWITCH', 'PS5', 'PS4', 'XBOX_SERIES', 'XONE', 'PC'],
    genres: ['롤플레잉'],
    releaseDate: '2022-12-13',
    koreanSupport: null,
    score: 81.5,
  },
  {
    id: 3165,
    name: 'Street Fighter 6',
    nameKo: '스트리트 파이터 6',
    coverUrl: 'https://images.igdb.com/igdb/image/upload/t_cover_big/co9wxo.jpg',
    platformCodes: ['SWITCH', 'PS5', 'PS4', 'XBOX_SERIES', 'PC'],
    genres: ['아케이드', '대전 격투'],
    releaseDate: '2023-06-02',
    koreanSupport: null,
    score: 92.75,
  },
  {
    id: 3370,
    name: "Assassin's Creed Mirage",
    nameKo: '어쌔신 크리드 미라지',
    coverUrl: 'https://images.igdb.com/igdb/image/upload/t_cover_big/co57sj.jpg',
    platformCodes: ['PS5', 'PS4', 'XBOX_SERIES', 'XONE', 'PC'],
    genres: ['어드벤처'],
    releaseDate: '2023-10-05',
    koreanSupport: null,
    score: 75.44,
  },
  {
    id: 2069,
    name: 'Stray',
    nameKo: '스트레이',
    coverUrl: 'https://images.igdb.com/igdb/image/upload/t_cover_big/co4tt2.jpg',
    platformCodes: ['SWITCH', 'PS5', 'PS4', 'XBOX_SERIES', 'XONE', 'PC'],
    genres: ['어드벤처', '인디', '플랫포머'],
    releaseDate: '2022-07-19',
    koreanSupport: null,
    score: 85,
  },
  {
    id: 2892,
    name: 'Lies of P',
    nameKo: 'P의 거짓',
    coverUrl: 'https://images.igdb.com/igdb/image/upload/t_cover_big/co6lxr.jpg',
    platformCodes: ['PS5', 'PS4', 'XBOX_SERIES', 'XONE', 'PC'],
    genres: ['어드벤처', '롤플레잉'],
    releaseDate: '2023-09-18',
    koreanSupport: null,
    score: 85.5,
  },
  {
    id: 2520,
    name: 'Resident Evil 4',
    nameKo: '바이오하자드 RE:4',
    coverUrl: 'https://images.igdb.com/igdb/image/upload/t_cover_big/co6bo0.jpg',
    platformCodes: ['PS5', 'PS4', 'XBOX_SERIES', 'PC'],
    genres: ['어드벤처', '퍼즐', '슈팅'],
    releaseDate: '2023-03-24',
    koreanSupport: null,
    score: 94.5,
  },
];
