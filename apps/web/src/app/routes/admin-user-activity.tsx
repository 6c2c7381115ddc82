export { AdminUserActivityScreen as Component } from '../../features/admin/components/admin-user-activity-screen.tsx';
