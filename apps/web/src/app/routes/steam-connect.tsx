export { SteamConnectScreen as Component } from '../../features/steam/components/steam-connect-screen.tsx';
