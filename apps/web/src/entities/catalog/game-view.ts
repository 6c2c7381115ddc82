import {
  GAME_TYPE_LABELS,
  gameDisplayName,
  KOREAN_SUPPORT_LABELS,
  PLATFORM_LABELS,
  type Game,
  type KoreanSupport,
} from '@gameshelf/contracts';
import type { GameCardProps } from '@gameshelf/ui';
import { paths } from '../../config/paths.ts';

/** IGDB platform names as the game page shows them: the short names players use (and cards show), else as named. */
const PLATFORM_DISPLAY_NAMES: Record<string, string> = {
  'PC (Microsoft Windows)': 'PC',
  'Nintendo Switch': 'Switch',
  'Nintendo Switch 2': 'Switch 2',
  'PlayStation 5': 'PS5',
  'PlayStation 4': 'PS4',
  'PlayStation 3': 'PS3',
  'PlayStation Vita': 'PS Vita',
};

/**
 * Every platform the game is on, for the game page (Wii U too, and Switch 2 as such), where cards
 * show only the filter codes. Falls back to the codes' labels when the names are missing.
 */
export const gamePlatformNames = (game: Pick<Game, 'platformNames' | 'platformCodes'>): string[] =>
  game.platformNames.length > 0
    ? [...new Set(game.platformNames.map((name) => PLATFORM_DISPLAY_NAMES[name] ?? name))]
    : game.platformCodes.map((code) => PLATFORM_LABELS[code]);

/** Korean genre names when the API has them for every genre, else the original names. */
export const gameGenreLabels = (game: Pick<Game, 'genreNames' | 'genreNamesKo'>): string[] =>
  game.genreNamesKo.length === game.genreNames.length && game.genreNamesKo.length > 0 ? game.genreNamesKo : game.genreNames;

/** The Korean cover when there is one (spec 1 §3). */
export const gameCoverUrl = (game: Pick<Game, 'localizedCoverImageUrl' | 'coverImageUrl'>): string | null =>
  game.localizedCoverImageUrl ?? game.coverImageUrl;

/** The original name, only when it differs from what is displayed. */
export const gameOriginalName = (game: Pick<Game, 'name' | 'nameKo'>): string | undefined =>
  gameDisplayName(game) !== game.name ? game.name : undefined;

export type LanguageBadge = NonNullable<GameCardProps['languageBadge']>;

const KOREAN_SUPPORT_TONES: Record<KoreanSupport, LanguageBadge['tone']> = {
  OFFICIAL: 'official',
  USER_PATCH: 'community',
};

/** The Korean-support badge (card and game page), or null when the game has no known Korean support. */
export const gameKoreanBadge = (game: Pick<Game, 'koreanSupport'>): LanguageBadge | null =>
  game.koreanSupport === null ? null : { label: KOREAN_SUPPORT_LABELS[game.koreanSupport], tone: KOREAN_SUPPORT_TONES[game.koreanSupport] };

/** The game type's label for anything but a main game (DLC, 확장팩, 번들, 에디션...); null when main or unknown. */
export const gameTypeLabel = (game: Pick<Game, 'gameType'>): string | null =>
  game.gameType === null || game.gameType === 'MAIN_GAME' ? null : GAME_TYPE_LABELS[game.gameType];

export function toGameCardProps(game: Game): Omit<GameCardProps, 'variant'> {
  return {
    href: paths.game(game.id),
    title: gameDisplayName(game),
    originalTitle: gameOriginalName(game),
    coverUrl: gameCoverUrl(game),
    platforms: game.platformCodes.map((code) => PLATFORM_LABELS[code]),
    genres: gameGenreLabels(game),
    rating: game.userRatingCount > 0 ? game.userRatingAvg : null,
    score: game.totalRating,
    releaseDate: game.firstReleaseDate,
    inWishlist: game.inWishlist,
    inCollection: game.inCollection,
    languageBadge: gameKoreanBadge(game),
  };
}
