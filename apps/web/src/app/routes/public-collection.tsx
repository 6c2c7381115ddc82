import { CollectionDetailScreen } from '../../features/collections/components/collection-detail-screen.tsx';

/** /collection/public/{id}: the shared link of a collection (no visibility badge; back goes to explore). */
export function Component() {
  return <CollectionDetailScreen publicVariant />;
}
