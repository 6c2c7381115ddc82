import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { catalogMessages, commonMessages, gameDisplayName, reviewMessages } from '@gameshelf/contracts';
import { BackHeader, Button, ErrorState, LoadingState, NotFoundState } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useGame } from '../../../entities/catalog/game-query.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useMyReview } from '../api/review-editor.ts';
import { ReviewEditorForm } from './review-editor-form.tsx';

const positiveId = (raw: string | null | undefined): number | null =>
  raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

/** The game page tab to come back to: navigation state `fromTab`, else the reviews (where the change shows). */
export type ReturnTab = 'info' | 'reviews';
const returnTabOf = (state: unknown): ReturnTab =>
  typeof state === 'object' && state !== null && (state as { fromTab?: unknown }).fromTab === 'info' ? 'info' : 'reviews';

/**
 * /games/{gameId}/review (login; spec 2 §2, §5): writes the viewer's review of a game, or edits it
 * with `?reviewId=`. Opened without `reviewId` by someone who already reviewed the game, it edits
 * that review rather than letting the server refuse a second one. `?gameName=` titles the screen
 * while the game loads. Saving returns to the game page with `reviewUpdated`, a timestamp and `fromTab`.
 */
export function ReviewEditorScreen() {
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const gameId = positiveId(params.gameId);
  const rawReviewId = search.get('reviewId');
  const reviewId = positiveId(rawReviewId);
  const fromTab = returnTabOf(location.state);
  const game = useGame(gameId);
  const mine = useMyReview(gameId);

  const own = mine.data?.data ?? null;
  // Editing a review that is not (or no longer) the viewer's review of this game cannot start.
  const reviewMissing = mine.isSuccess && rawReviewId !== null && (reviewId === null || own?.id !== reviewId);
  const editing = own !== null;
  const title = editing || rawReviewId !== null ? '리뷰 수정' : '리뷰 쓰기';
  const gameName = game.data ? gameDisplayName(game.data) : search.get('gameName');
  useDocumentTitle(gameName ? `${title} · ${gameName}` : title);

  const toGame = (state?: object) => {
    if (gameId === null) return void navigate(paths.games);
    const url = fromTab === 'reviews' ? `${paths.game(gameId)}?tab=reviews` : paths.game(gameId);
    void navigate(url, { replace: state !== undefined, state });
  };
  const back = () => (location.key !== 'default' ? void navigate(-1) : toGame());
  const done = () => toGame({ reviewUpdated: true, timestamp: Date.now(), fromTab });

  const gameMissing = gameId === null || (game.error instanceof ApiError && (game.error.isNotFound || game.error.status === 400));

  let body;
  if (gameMissing) {
    body = (
      <NotFoundState
        className="flex-1"
        title={catalogMessages.gameNotFound}
        action={<Button onClick={() => void navigate(paths.games)}>전체 게임 보기</Button>}
      />
    );
  } else if (game.isPending || mine.isPending) {
    body = <LoadingState className="flex-1" label={commonMessages.loading} />;
  } else if (game.isError) {
    body = (
      <ErrorState
        className="flex-1"
        title={reviewMessages.gameLoadFailed}
        message={game.error.message}
        retryLabel={commonMessages.retry}
        onRetry={() => void game.refetch()}
      />
    );
  } else if (mine.isError || reviewMissing) {
    body = (
      <ErrorState
        className="flex-1"
        title={reviewMessages.reviewLoadFailed}
        message={mine.isError ? mine.error.message : reviewMessages.notFound}
        retryLabel={mine.isError ? commonMessages.retry : '게임으로 돌아가기'}
        onRetry={() => (mine.isError ? void mine.refetch() : toGame())}
      />
    );
  } else {
    body = <ReviewEditorForm key={own?.id ?? 'new'} game={game.data} review={own} onDone={done} />;
  }

  return (
    <div className="flex flex-1 flex-col">
      <BackHeader title={title} onBack={back} />
      {body}
    </div>
  );
}

export { ReviewEditorScreen as Component };
