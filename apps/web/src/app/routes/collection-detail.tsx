import { CollectionDetailScreen } from '../../features/collections/components/collection-detail-screen.tsx';

/** /collection/{id}: the collection as its owner (or any viewer of a public one) opens it. */
export function Component() {
  return <CollectionDetailScreen />;
}
