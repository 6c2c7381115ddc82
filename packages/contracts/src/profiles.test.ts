import { describe, expect, it } from 'vitest';
import { canSeeProfile, percentagesOf, profileStats } from './profiles/values.ts';

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 10) / 10;

describe('percentagesOf', () => {
  it('gives tenths that add up to exactly 100.0', () => {
    expect(percentagesOf([1, 1, 1])).toEqual([33.4, 33.3, 33.3]);
    expect(percentagesOf([2, 1])).toEqual([66.7, 33.3]);
    expect(percentagesOf([1, 2, 3, 4, 5, 6, 7])).toEqual([3.6, 7.1, 10.7, 14.3, 17.9, 21.4, 25]);
    for (const counts of [[7], [1, 1, 1, 1, 1, 1], [13, 7, 3, 1], [999, 1, 1]]) expect(sum(percentagesOf(counts))).toBe(100);
  });

  it('gives zeros when there is nothing to share', () => {
    expect(percentagesOf([])).toEqual([]);
    expect(percentagesOf([0, 0])).toEqual([0, 0]);
  });
});

describe('who sees a profile', () => {
  it('shows a public profile to anyone and a private one to its owner only', () => {
    expect(canSeeProfile({ userId: 1, isPublicProfile: true }, null)).toBe(true);
    expect(canSeeProfile({ userId: 1, isPublicProfile: true }, 2)).toBe(true);
    expect(canSeeProfile({ userId: 1, isPublicProfile: false }, 1)).toBe(true);
    expect(canSeeProfile({ userId: 1, isPublicProfile: false }, 2)).toBe(false);
    expect(canSeeProfile({ userId: 1, isPublicProfile: false }, null)).toBe(false);
  });
});

describe('profileStats', () => {
  it('counts each game once: completed in any collection, its highest playtime', () => {
    const entries = [
      { gameId: 1, playStatus: 'PLAYING', playtimeHours: 10 },
      { gameId: 1, playStatus: 'COMPLETED', playtimeHours: 4 },
      { gameId: 2, playStatus: 'BACKLOG', playtimeHours: 0 },
      { gameId: 3, playStatus: 'PLAYING', playtimeHours: 7 },
    ];
    expect(profileStats(entries, 2)).toEqual({
      totalGamesCount: 3,
      completedGamesCount: 1,
      totalPlaytimeHours: 17,
      totalCollectionsCount: 2,
    });
  });

  it('is all zeros with nothing collected', () => {
    expect(profileStats([], 0)).toEqual({ totalGamesCount: 0, completedGamesCount: 0, totalPlaytimeHours: 0, totalCollectionsCount: 0 });
  });
});
