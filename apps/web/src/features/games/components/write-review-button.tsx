import { SquarePen } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { withQuery } from '@gameshelf/contracts';
import { Button } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useMyGameReview } from '../api/my-review.ts';
import type { GameTab } from './game-tabs.tsx';

export interface WriteReviewButtonProps {
  gameId: number;
  gameName: string;
  /** The tab the review screen returns to after saving. */
  fromTab: GameTab;
  className?: string;
}

/**
 * 'Write a review' (spec 1 §2, §4): to the review screen, remembering the tab. It reads '작성 완료'
 * and is disabled once the viewer has a review (editing starts from the pinned review). A guest goes
 * through the login guard, which brings them back to the review screen.
 */
export function WriteReviewButton({ gameId, gameName, fromTab, className }: WriteReviewButtonProps) {
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const mine = useMyGameReview(gameId, isAuthenticated);
  const written = isAuthenticated && mine.data?.hasReview === true;

  return (
    <Button
      variant="outline"
      className={className}
      disabled={written || (isAuthenticated && mine.isPending)}
      onClick={() => void navigate(withQuery(paths.reviewWrite(gameId), { gameName }), { state: { fromTab } })}
    >
      <SquarePen aria-hidden className="size-4" />
      {written ? '작성 완료' : '리뷰 쓰기'}
    </Button>
  );
}
