import type { Review } from '@gameshelf/contracts';
import { PopularCollections } from './popular-collections.tsx';
import { PopularReviews } from './popular-reviews.tsx';

/** 인기 컬렉션 and 인기 리뷰, loaded after the top of home (home-screen.tsx). */
export function HomeBelowTheFold({ reviews }: { reviews: readonly Review[] }) {
  return (
    <>
      <PopularCollections />
      <PopularReviews reviews={reviews} />
    </>
  );
}
