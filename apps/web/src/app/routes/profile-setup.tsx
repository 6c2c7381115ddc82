export { ProfileSetupScreen as Component } from '../../features/profile/components/profile-setup-screen.tsx';
