export { CollectedGameEditScreen as Component } from '../../features/collected-game/components/collected-game-edit-screen.tsx';
