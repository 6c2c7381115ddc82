export { HomeScreen as Component } from '../../features/home/home-screen.tsx';
