export { AuthCallbackScreen as Component } from '../../features/auth/components/auth-callback-screen.tsx';
