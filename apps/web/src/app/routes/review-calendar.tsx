export { ReviewCalendarScreen as Component } from '../../features/review-calendar/components/review-calendar-screen.tsx';
