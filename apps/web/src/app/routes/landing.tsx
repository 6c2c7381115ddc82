export { LandingScreen as Component } from '../../features/landing/components/landing-screen.tsx';
