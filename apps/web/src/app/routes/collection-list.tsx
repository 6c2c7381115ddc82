export { CollectionListScreen as Component } from '../../features/collections/components/collection-list-screen.tsx';
