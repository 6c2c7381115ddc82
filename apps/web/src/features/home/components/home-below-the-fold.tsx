import type { Review } from '@gameshelf/contracts';
import { PopularCollections } from './popular-collections.tsx';
import { PopularReviews } from './popular-reviews.tsx';

/**
 * 인기 컬렉션 and 인기 리뷰, loaded after the top of home (home-screen.tsx). One element around both: when a
 * server-rendered home hydrates before this chunk has arrived, Preact keeps the one node the suspended
 * part had on the page, and with two sections it dropped the second until the chunk came (a layout shift).
 */
export function HomeBelowTheFold({ reviews }: { reviews: readonly Review[] }) {
  return (
    <div className="flex flex-col gap-7">
      <PopularCollections />
      <PopularReviews reviews={reviews} />
    </div>
  );
}
