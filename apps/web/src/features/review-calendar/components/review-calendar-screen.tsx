import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { commonMessages, reviewMessages } from '@gameshelf/contracts';
import { BackHeader, ErrorState, MonthCalendar, toDateKey } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { dateFromKey, koreanToday } from '../../../lib/korean-date.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useReviewCalendar } from '../api/review-calendar.ts';
import { calendarMarks, monthKey, shownMonth } from '../lib/calendar-month.ts';

const TITLE = '리뷰 캘린더';

export interface ReviewCalendarScreenProps {
  /** Today as 'YYYY-MM-DD'; Korea's today by default (stories fix it). */
  today?: string;
}

/**
 * /review-calendar (login; spec 2 §2): the viewer's reviews on a 42-day month grid. The month lives
 * in the URL (`?month=YYYY-MM`, this month in Korea by default), so back and a shared link keep it.
 * Days with reviews show the newest cover and, when several, a count; any day opens its reviews.
 */
export function ReviewCalendarScreen({ today = koreanToday() }: ReviewCalendarScreenProps) {
  useDocumentTitle(TITLE);
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const month = shownMonth(search.get('month'), today);
  const key = monthKey(month);
  const query = useReviewCalendar(key);
  // While another month loads, the previous month's figures are kept but not drawn on this one.
  const current = query.data?.month === key ? query.data : undefined;
  const { marks, covers, total } = calendarMarks(current);
  const failed = !current && query.isError && !query.isFetching;

  return (
    <div className="flex flex-1 flex-col">
      <BackHeader title={TITLE} onBack={() => void (location.key !== 'default' ? navigate(-1) : navigate(paths.myPage))} />
      <div className="flex flex-col gap-4 px-gutter py-5">
        <MonthCalendar
          month={month}
          today={dateFromKey(today)}
          marks={marks}
          covers={covers}
          markLabel={(count) => `리뷰 ${count}개`}
          onMonthChange={(next) => setSearch({ month: monthKey(next) }, { replace: true })}
          onSelect={(date) => void navigate(paths.reviewCalendarDay(toDateKey(date)))}
        />
        {failed ? (
          <ErrorState
            title={reviewMessages.loadFailed}
            message={query.error.message}
            retryLabel={commonMessages.retry}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <p role="status" className="text-center text-sm text-muted-foreground">
            {!current ? commonMessages.loading : total > 0 ? `이 달에 쓴 리뷰 ${total}개` : '이 달에 쓴 리뷰가 없어요.'}
          </p>
        )}
      </div>
    </div>
  );
}

export { ReviewCalendarScreen as Component };
