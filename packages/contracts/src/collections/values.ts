import { hasDirectionControl, visibleLength, visibleText } from '../common/values.ts';
import { CALENDAR_DATE_MIN, isRealDate } from '../common/dates.ts';
import { collectionMessages } from './messages.ts';
import type { CollectionGame } from './schemas.ts';
import type { Game } from '../catalog/schemas.ts';

/** Spec 2 §5 and §9. */
export const COLLECTION_NAME_MIN = 2;
export const COLLECTION_NAME_MAX = 10;
export const PLAYTIME_HOURS_MAX = 9999;
export const COMPLETION_STEP = 5;
export const PERSONAL_NOTES_MAX = 20;
export const PURCHASE_STORE_MAX = 50;
export const COLLECTIONS_PAGE_SIZE_DEFAULT = 20;
export const COLLECTIONS_PAGE_SIZE_MAX = 100;

/** The `code` of the 403 a private collection answers to anyone but its owner. */
export const PRIVATE_COLLECTION_CODE = 'PRIVATE_COLLECTION';

/** Play status of a collected game (spec 2 §4). */
export const PLAY_STATUSES = ['BACKLOG', 'PLAYING', 'COMPLETED'] as const;
export type PlayStatus = (typeof PLAY_STATUSES)[number];
export const PLAY_STATUS_LABELS: Record<PlayStatus, string> = {
  BACKLOG: '플레이 전',
  PLAYING: '플레이 중',
  COMPLETED: '클리어',
};

/** Length as users count it: characters (code points). */
export const charLength = (text: string): number => [...text].length;

/**
 * The name rule of spec 2 §5, in order: required, at least 2, at most 10 characters. A name that shows
 * nothing is empty, the minimum counts what shows, and direction overrides are refused.
 */
export function collectionNameError(value: string): string | null {
  const name = visibleText(value);
  if (name === '') return collectionMessages.nameRequired;
  if (visibleLength(name) < COLLECTION_NAME_MIN) return collectionMessages.nameTooShort;
  if (charLength(name) > COLLECTION_NAME_MAX) return collectionMessages.nameTooLong;
  if (hasDirectionControl(name)) return collectionMessages.nameCharacters;
  return null;
}

/**
 * The play-status rules (spec 2 §4), applied by the server on every save and by the form as the
 * status changes: BACKLOG has no playtime and no progress, COMPLETED is 100 % done, PLAYING keeps both.
 */
export function applyPlayStatusRules<T extends { playStatus: PlayStatus; playtimeHours: number; completionPercentage: number }>(
  entry: T,
): T {
  if (entry.playStatus === 'BACKLOG') return { ...entry, playtimeHours: 0, completionPercentage: 0 };
  if (entry.playStatus === 'COMPLETED') return { ...entry, completionPercentage: 100 };
  return entry;
}

/** The earliest purchase date taken (docs/decisions.md, "Dates within a sane range"). */
export const PURCHASE_DATE_MIN = CALENDAR_DATE_MIN;

/**
 * Why a purchase date is refused, or null: a real YYYY-MM-DD from PURCHASE_DATE_MIN to `today` (the
 * day in Korea). The server and the edit form both ask this.
 */
export function purchaseDateProblem(value: string, today: string): string | null {
  if (!isRealDate(value)) return collectionMessages.purchaseDateInvalid;
  if (value < PURCHASE_DATE_MIN) return collectionMessages.purchaseDateTooEarly;
  if (value > today) return collectionMessages.purchaseDateFuture;
  return null;
}

/**
 * Who may see a collection and what it holds: its owner always; anyone else only when the collection is
 * public and so is its owner's profile (a private profile hides all of its collections: docs/decisions.md).
 * The server's lists filter the same way in SQL (collections-repository.ts, `filterCondition`).
 */
export function collectionShownToOthers(access: { isPublic: boolean; ownerProfilePublic: boolean }): boolean {
  return access.isPublic && access.ownerProfilePublic;
}

export function canSeeCollection(
  access: { userId: number; isPublic: boolean; ownerProfilePublic: boolean },
  viewerId: number | null,
): boolean {
  return access.userId === viewerId || collectionShownToOthers(access);
}

/**
 * Why `userId` may not change a collection, or null for its owner. Anyone else hears 'ownerOnly' for a
 * collection they can see and 'private' for one they cannot, so a refusal never reveals a hidden one.
 */
export function collectionChangeRefusal(
  access: { userId: number; isPublic: boolean; ownerProfilePublic: boolean },
  userId: number,
): 'ownerOnly' | 'private' | null {
  if (access.userId === userId) return null;
  return collectionShownToOthers(access) ? 'ownerOnly' : 'private';
}

/** Why `userId` may not like a collection, or null: one they cannot see is 'notFound', their own is 'own'. */
export function collectionLikeRefusal(
  access: { userId: number; isPublic: boolean; ownerProfilePublic: boolean },
  userId: number,
): 'notFound' | 'own' | null {
  if (!canSeeCollection(access, userId)) return 'notFound';
  return access.userId === userId ? 'own' : null;
}

/** Share of a collection's games that are COMPLETED, in whole percent (0 for an empty collection). */
export function collectionProgress(completedGames: number, totalGames: number): number {
  return totalGames === 0 ? 0 : Math.round((completedGames / totalGames) * 100);
}

/** What a collection cost is the owner's business: anyone else is answered null. */
export function visibleSpentAmount(totalSpent: number, isOwner: boolean): number | null {
  return isOwner ? totalSpent : null;
}

/** The fields of a collected game only its collection's owner sees (purchase data and notes). */
export const OWNER_ONLY_COLLECTION_GAME_FIELDS = [
  'purchasePrice',
  'purchaseDate',
  'purchasePlatformId',
  'purchaseStore',
  'personalNotes',
] as const;
type OwnerOnlyField = (typeof OWNER_ONLY_COLLECTION_GAME_FIELDS)[number];

/** A collected game as `isOwner` may see it: the owner-only fields are null for anyone else. */
export function collectionGameSeenBy<T extends Record<OwnerOnlyField, unknown>>(
  entry: T,
  isOwner: boolean,
): T | (Omit<T, OwnerOnlyField> & Record<OwnerOnlyField, null>) {
  if (isOwner) return entry;
  const hidden = { ...entry } as Record<string, unknown>;
  for (const field of OWNER_ONLY_COLLECTION_GAME_FIELDS) hidden[field] = null;
  return hidden as Omit<T, OwnerOnlyField> & Record<OwnerOnlyField, null>;
}

/** How many covers a collection card shows. */
export const COLLECTION_COVERS_MAX = 4;

/** The cover a collected game shows: the Korean edition's when there is one. */
export const collectionCoverOf = (game: { coverImageUrl: string | null; localizedCoverImageUrl: string | null }): string | null =>
  game.localizedCoverImageUrl ?? game.coverImageUrl;

/**
 * The card's covers: the first COLLECTION_COVERS_MAX games with a cover, of `entries` newest first.
 * The server picks them in SQL (collections-repository.ts, `covers`), by the same rule.
 */
export function collectionCovers(entries: readonly { coverImageUrl: string | null; localizedCoverImageUrl: string | null }[]): string[] {
  return entries.flatMap((entry) => collectionCoverOf(entry) ?? []).slice(0, COLLECTION_COVERS_MAX);
}

/**
 * A collection's totals over its games. The server sums them in SQL (collections-repository.ts,
 * `totalsJoin`), so lists page and sort in one statement; this is the same rule for everything else.
 */
export function collectionTotals(entries: readonly { playStatus: PlayStatus; playtimeHours: number; purchasePrice: number | null }[]): {
  totalGames: number;
  completedGames: number;
  totalPlaytime: number;
  totalSpent: number;
} {
  return {
    totalGames: entries.length,
    completedGames: entries.filter((entry) => entry.playStatus === 'COMPLETED').length,
    totalPlaytime: entries.reduce((sum, entry) => sum + entry.playtimeHours, 0),
    totalSpent: entries.reduce((sum, entry) => sum + (entry.purchasePrice ?? 0), 0),
  };
}

/** The computed fields of a collection summary, from its totals, as `isOwner` may see them. */
export function collectionFigures(
  totals: { totalGames: number; completedGames: number; totalPlaytime: number; totalSpent: number },
  isOwner: boolean,
): {
  totalGamesCount: number;
  completedGamesCount: number;
  progressPercentage: number;
  totalPlaytimeHours: number;
  totalSpentAmount: number | null;
} {
  return {
    totalGamesCount: totals.totalGames,
    completedGamesCount: totals.completedGames,
    progressPercentage: collectionProgress(totals.completedGames, totals.totalGames),
    totalPlaytimeHours: totals.totalPlaytime,
    totalSpentAmount: visibleSpentAmount(totals.totalSpent, isOwner),
  };
}

/** The catalog game's fields a collected game repeats (its entry adds the play and purchase record). */
export function collectedGameFieldsOf(game: Game) {
  return {
    gameId: game.id,
    gameName: game.name,
    gameNameKo: game.nameKo,
    coverImageUrl: game.coverImageUrl,
    localizedCoverImageUrl: game.localizedCoverImageUrl,
    gameUserRatingAvg: game.userRatingAvg,
    gameUserRatingCount: game.userRatingCount,
    gameTotalRating: game.totalRating,
    gameTotalRatingCount: game.totalRatingCount,
    gamePlatformCodes: game.platformCodes,
    gamePlatformNames: game.platformNames,
    gamePlatforms: game.platforms,
    gameGenreNames: game.genreNames,
    gameGenreNamesKo: game.genreNamesKo,
    gameFirstReleaseDate: game.firstReleaseDate,
  } satisfies Partial<CollectionGame>;
}
