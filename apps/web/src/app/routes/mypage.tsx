export { MyPageScreen as Component } from '../../features/mypage/components/my-page-screen.tsx';
