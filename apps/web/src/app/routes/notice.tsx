export { NoticeScreen as Component } from '../../features/notices/components/notice-screen.tsx';
