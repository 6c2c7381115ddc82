import { PLATFORM_LABELS, gameDisplayName, type Game } from '@gameshelf/contracts';
import type { GameCardProps } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { gameCoverUrl, gameGenreLabels, gameKoreanBadge, gameOriginalName } from '../../../entities/catalog/game-view.ts';
import type { HomeGameCard } from './fallback-games.ts';

export function fromGame(game: Game): HomeGameCard {
  return {
    id: game.id,
    name: game.name,
    nameKo: game.nameKo,
    coverUrl: gameCoverUrl(game),
    platformCodes: game.platformCodes,
    genres: gameGenreLabels(game),
    releaseDate: game.firstReleaseDate,
    koreanSupport: game.koreanSupport,
    score: game.totalRating,
    rating: game.userRatingCount > 0 ? game.userRatingAvg : null,
  };
}

export function toCardProps(game: HomeGameCard): Omit<GameCardProps, 'variant'> {
  return {
    href: paths.game(game.id),
    title: gameDisplayName(game),
    originalTitle: gameOriginalName(game),
    coverUrl: game.coverUrl,
    platforms: game.platformCodes.map((code) => PLATFORM_LABELS[code]),
    genres: game.genres,
    rating: game.rating ?? null,
    score: game.score,
    releaseDate: game.releaseDate,
    languageBadge: gameKoreanBadge(game),
  };
}
