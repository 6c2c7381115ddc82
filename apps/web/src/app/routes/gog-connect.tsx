export { GogConnectScreen as Component } from '../../features/gog/components/gog-connect-screen.tsx';
