export { CollectionFormScreen as Component } from '../../features/collections/components/collection-form-screen.tsx';
