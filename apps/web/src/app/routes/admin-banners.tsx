export { BannersScreen as Component } from '../../features/admin-content/components/banners-screen.tsx';
