import type { Review } from '@gameshelf/contracts';
import { ReviewCard } from '../../../components/review-card.tsx';
import { HomeSection } from './home-section.tsx';
import { HydrateLater } from '../../../lib/hydrate-later.tsx';

/** 인기 리뷰 (spec 1 §2): up to five; the cover or name opens the game, the name or avatar the writer. */
export function PopularReviews({ reviews }: { reviews: readonly Review[] }) {
  return (
    <HomeSection id="home-popular-reviews" title="인기 리뷰">
      {reviews.length === 0 ? (
        <p className="px-gutter text-sm text-muted-foreground">아직 인기 리뷰가 없어요. 플레이한 게임에 첫 리뷰를 남겨보세요.</p>
      ) : (
        <ul aria-label="인기 리뷰 목록" className="flex flex-col gap-3 px-gutter">
          {reviews.map((review) => (
            <HydrateLater key={review.id}>
              <ReviewCard review={review} showGame />
            </HydrateLater>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
