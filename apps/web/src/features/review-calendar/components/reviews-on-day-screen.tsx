import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { commonMessages, isCalendarDate, reviewMessages } from '@gameshelf/contracts';
import { BackHeader, Button, EmptyState, ErrorState, LoadingState } from '@gameshelf/ui';
import { ReviewCard } from '../../../components/review-card.tsx';
import { paths } from '../../../config/paths.ts';
import { formatKoreanDate } from '../../../lib/korean-date.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useReviewsOnDay } from '../api/review-calendar.ts';

/**
 * /review-calendar/{date} (login; spec 2 §2, §5): the viewer's reviews written that day in Korea,
 * 50 at a time, each linking its game and its writer. A missing or impossible date is said as such
 * and nothing is asked of the server.
 */
export function ReviewsOnDayScreen() {
  const { date = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const valid = isCalendarDate(date);
  const query = useReviewsOnDay(valid ? date : null);
  const title = valid ? formatKoreanDate(date) : '리뷰';
  useDocumentTitle(valid ? `${title}의 리뷰` : '리뷰 캘린더');
  const toCalendar = () => void navigate(valid ? `${paths.reviewCalendar}?month=${date.slice(0, 7)}` : paths.reviewCalendar);
  const back = () => (location.key !== 'default' ? void navigate(-1) : toCalendar());
  const reviews = (query.data?.pages ?? []).flatMap((page) => page.content);

  let body;
  if (!valid) {
    body = (
      <ErrorState
        className="flex-1"
        title={date === '' ? reviewMessages.dateMissing : reviewMessages.dateInvalid}
        message="캘린더에서 날짜를 골라주세요."
        retryLabel="리뷰 캘린더로"
        onRetry={toCalendar}
      />
    );
  } else if (query.isPending || (query.isError && !query.data && query.isFetching)) {
    body = <LoadingState className="flex-1" label={commonMessages.loading} />;
  } else if (query.isError && !query.data) {
    body = (
      <ErrorState
        className="flex-1"
        title={reviewMessages.loadFailed}
        message={query.error.message}
        retryLabel={commonMessages.retry}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (reviews.length === 0) {
    body = (
      <EmptyState
        className="flex-1"
        title="이 날 쓴 리뷰가 없어요"
        description="게임을 플레이하고 느낀 점을 남겨보세요."
        action={<Button onClick={toCalendar}>리뷰 캘린더로</Button>}
      />
    );
  } else {
    const total = query.data.pages[0]?.totalElements ?? reviews.length;
    body = (
      <div className="flex flex-col gap-3 px-gutter py-5">
        <p className="text-sm text-muted-foreground">리뷰 {total}개</p>
        <ul aria-label={`${title}의 리뷰`} className="flex flex-col gap-3">
          {reviews.map((review) => (
            <ReviewCard key={review.id} review={review} showGame time="clock" />
          ))}
        </ul>
        {query.isFetchNextPageError && !query.isFetchingNextPage && (
          <p role="alert" className="text-center text-sm text-danger">
            {reviewMessages.loadFailed}
          </p>
        )}
        {query.hasNextPage && (
          <Button variant="outline" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {query.isFetchingNextPage ? commonMessages.loading : '리뷰 더 보기'}
          </Button>
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-1 flex-col">
      <BackHeader title={title} onBack={back} />
      {body}
    </div>
  );
}

export { ReviewsOnDayScreen as Component };
