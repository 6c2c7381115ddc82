import type { CollectionSummary, Game, Notice, PublicProfile, Review } from '@gameshelf/contracts';

/**
 * What the previews read of other modules, always as a guest sees it (app.ts wires each to its
 * module's service with no viewer). Null when it does not exist or a guest may not see it: a private
 * collection, a private profile, a review on a private profile. Nothing private ever reaches here.
 */
export type PreviewSources = {
  game: (id: number) => Promise<Game | null>;
  collection: (id: number) => Promise<CollectionSummary | null>;
  /** A public profile with its stats. */
  profile: (username: string) => Promise<PublicProfile | null>;
  review: (id: number) => Promise<Review | null>;
  notice: (id: number) => Promise<Notice | null>;
};
