export { ReviewsOnDayScreen as Component } from '../../features/review-calendar/components/reviews-on-day-screen.tsx';
