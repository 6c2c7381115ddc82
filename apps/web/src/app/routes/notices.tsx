export { NoticesScreen as Component } from '../../features/notices/components/notices-screen.tsx';
