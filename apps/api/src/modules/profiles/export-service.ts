import type { Collection, CollectionSummary, DataExport, Review, ReviewPage, UserProfile, WishlistPage } from '@gameshelf/contracts';

/** What the export reads, from the modules that own it (wired in app.ts). */
export type ExportSources = {
  profile: (userId: number) => Promise<UserProfile>;
  collectionList: (userId: number) => Promise<CollectionSummary[]>;
  collection: (userId: number, id: number) => Promise<Collection>;
  wishlistPage: (userId: number, page: number) => Promise<WishlistPage>;
  reviewPage: (userId: number, page: number) => Promise<ReviewPage>;
  now?: () => Date;
};

/** Reads every page a paged source has. */
async function allPages<T>(read: (page: number) => Promise<{ items: T[]; last: boolean }>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 0; ; page += 1) {
    const result = await read(page);
    items.push(...result.items);
    if (result.last || result.items.length === 0) return items;
  }
}

/** The signed-in user's data as one document (JSON; data-export.ts turns it into CSV files). */
export function createExportService(sources: ExportSources) {
  return {
    async export(userId: number): Promise<DataExport> {
      const [profile, summaries, wishlist, reviews] = await Promise.all([
        sources.profile(userId),
        sources.collectionList(userId),
        allPages(async (page) => {
          const result = await sources.wishlistPage(userId, page);
          return { items: result.content, last: result.last };
        }),
        allPages<Review>(async (page) => {
          const result = await sources.reviewPage(userId, page);
          return { items: result.content, last: !result.hasNext };
        }),
      ]);
      const collections = await Promise.all(summaries.map((summary) => sources.collection(userId, summary.id)));
      return {
        exportedAt: (sources.now?.() ?? new Date()).toISOString(),
        profile: {
          username: profile.username,
          displayName: profile.displayName,
          bio: profile.bio,
          profileImageUrl: profile.profileImageUrl,
          darkModeEnabled: profile.darkModeEnabled,
          notificationEnabled: profile.notificationEnabled,
        },
        collections: collections.map((c) => ({
          id: c.id,
          name: c.name,
          isPublic: c.isPublic,
          createdAt: c.createdAt,
          games: c.games.map((g) => ({
            gameId: g.gameId,
            gameName: g.gameName,
            gameNameKo: g.gameNameKo,
            playStatus: g.playStatus,
            playtimeHours: g.playtimeHours,
            completionPercentage: g.completionPercentage,
            purchasePrice: g.purchasePrice,
            purchaseDate: g.purchaseDate,
            purchasePlatform: g.gamePlatforms.find((p) => p.id === g.purchasePlatformId)?.name ?? null,
            purchaseStore: g.purchaseStore,
            personalNotes: g.personalNotes,
            addedAt: g.addedAt,
          })),
        })),
        wishlist: wishlist.map((w) => ({ gameId: w.gameId, gameName: w.gameName, gameNameKo: w.gameNameKo, addedAt: w.addedAt })),
        reviews: reviews.map((r) => ({
          id: r.id,
          gameId: r.gameId,
          gameName: r.gameName,
          gameNameKo: r.gameNameKo,
          rating: r.rating,
          content: r.content,
          platformName: r.platformName,
          completionStatus: r.completionStatus,
          helpfulCount: r.helpfulCount,
          createdAt: r.createdAt,
          updatedAt: r.updatedAt,
        })),
      };
    },
  };
}

export type ExportService = ReturnType<typeof createExportService>;
