import { describe, expect, it } from 'vitest';
import {
  canSeeCollection,
  collectionChangeRefusal,
  collectionLikeRefusal,
  collectionCovers,
  collectionFigures,
  collectionGameSeenBy,
  collectionProgress,
  collectionShownToOthers,
  collectionTotals,
  visibleSpentAmount,
} from './collections/values.ts';

const OWNER = 1;
const access = (isPublic: boolean, ownerProfilePublic: boolean) => ({ userId: OWNER, isPublic, ownerProfilePublic });

describe('who sees a collection', () => {
  it('shows a collection to others only when it and its owner’s profile are public', () => {
    expect(collectionShownToOthers(access(true, true))).toBe(true);
    expect(collectionShownToOthers(access(false, true))).toBe(false);
    expect(collectionShownToOthers(access(true, false))).toBe(false);
  });

  it('always shows the owner their own collections', () => {
    for (const [isPublic, profilePublic] of [
      [true, true],
      [false, true],
      [true, false],
      [false, false],
    ] as const)
      expect(canSeeCollection(access(isPublic, profilePublic), OWNER)).toBe(true);
  });

  it('hides a private collection, or any of a private profile, from others and guests', () => {
    expect(canSeeCollection(access(true, true), 2)).toBe(true);
    expect(canSeeCollection(access(true, true), null)).toBe(true);
    expect(canSeeCollection(access(false, true), 2)).toBe(false);
    expect(canSeeCollection(access(false, true), null)).toBe(false);
    expect(canSeeCollection(access(true, false), 2)).toBe(false);
  });
});

describe('who may change or like a collection', () => {
  const shown = { userId: 1, isPublic: true, ownerProfilePublic: true };
  const hidden = { userId: 1, isPublic: false, ownerProfilePublic: true };
  const hiddenByProfile = { userId: 1, isPublic: true, ownerProfilePublic: false };

  it('lets the owner change it and tells anyone else without revealing a hidden one', () => {
    expect(collectionChangeRefusal(hidden, 1)).toBeNull();
    expect(collectionChangeRefusal(shown, 2)).toBe('ownerOnly');
    expect(collectionChangeRefusal(hidden, 2)).toBe('private');
    expect(collectionChangeRefusal(hiddenByProfile, 2)).toBe('private');
  });

  it('lets others like one they can see, never the owner, and hides the rest', () => {
    expect(collectionLikeRefusal(shown, 2)).toBeNull();
    expect(collectionLikeRefusal(shown, 1)).toBe('own');
    expect(collectionLikeRefusal(hidden, 1)).toBe('own');
    expect(collectionLikeRefusal(hidden, 2)).toBe('notFound');
    expect(collectionLikeRefusal(hiddenByProfile, 2)).toBe('notFound');
  });
});

describe('collection totals and figures', () => {
  const entries = [
    { playStatus: 'COMPLETED' as const, playtimeHours: 120, purchasePrice: 64800 },
    { playStatus: 'PLAYING' as const, playtimeHours: 45, purchasePrice: null },
    { playStatus: 'BACKLOG' as const, playtimeHours: 0, purchasePrice: 1200 },
  ];

  it('counts games, completed games, hours and money', () => {
    expect(collectionTotals(entries)).toEqual({ totalGames: 3, completedGames: 1, totalPlaytime: 165, totalSpent: 66000 });
    expect(collectionTotals([])).toEqual({ totalGames: 0, completedGames: 0, totalPlaytime: 0, totalSpent: 0 });
  });

  it('rounds progress to whole percent, and an empty collection is 0', () => {
    expect(collectionProgress(1, 3)).toBe(33);
    expect(collectionProgress(2, 3)).toBe(67);
    expect(collectionProgress(3, 3)).toBe(100);
    expect(collectionProgress(0, 0)).toBe(0);
  });

  it('tells the money to the owner only', () => {
    expect(visibleSpentAmount(66000, true)).toBe(66000);
    expect(visibleSpentAmount(66000, false)).toBeNull();
    expect(visibleSpentAmount(0, true)).toBe(0);
  });

  it('builds the summary figures from the totals', () => {
    const totals = collectionTotals(entries);
    expect(collectionFigures(totals, true)).toEqual({
      totalGamesCount: 3,
      completedGamesCount: 1,
      progressPercentage: 33,
      totalPlaytimeHours: 165,
      totalSpentAmount: 66000,
    });
    expect(collectionFigures(totals, false).totalSpentAmount).toBeNull();
  });
});

describe('collection covers', () => {
  const cover = (id: number, localized = false) => ({
    coverImageUrl: `/covers/${id}.png`,
    localizedCoverImageUrl: localized ? `/covers/${id}-ko.png` : null,
  });

  it('takes the first four covers in order, the Korean edition’s first', () => {
    expect(collectionCovers([cover(1, true), cover(2), cover(3), cover(4), cover(5)])).toEqual([
      '/covers/1-ko.png',
      '/covers/2.png',
      '/covers/3.png',
      '/covers/4.png',
    ]);
  });

  it('skips games without a cover', () => {
    expect(collectionCovers([{ coverImageUrl: null, localizedCoverImageUrl: null }, cover(2)])).toEqual(['/covers/2.png']);
    expect(collectionCovers([])).toEqual([]);
  });
});

describe('a collected game as others see it', () => {
  const entry = {
    id: 7,
    playtimeHours: 10,
    purchasePrice: 59800,
    purchaseDate: '2026-01-02',
    purchasePlatformId: 130,
    purchaseStore: '닌텐도 eShop',
    personalNotes: '엔딩 봄',
  };

  it('keeps everything for the owner', () => {
    expect(collectionGameSeenBy(entry, true)).toEqual(entry);
  });

  it('empties purchase data and notes for anyone else, and leaves the entry itself alone', () => {
    expect(collectionGameSeenBy(entry, false)).toEqual({
      id: 7,
      playtimeHours: 10,
      purchasePrice: null,
      purchaseDate: null,
      purchasePlatformId: null,
      purchaseStore: null,
      personalNotes: null,
    });
    expect(entry.purchasePrice).toBe(59800);
  });
});
