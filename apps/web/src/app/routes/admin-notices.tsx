export { AdminNoticesScreen as Component } from '../../features/admin-content/components/admin-notices-screen.tsx';
