export { NotFoundScreen as Component } from '../../features/not-found/not-found-screen.tsx';
