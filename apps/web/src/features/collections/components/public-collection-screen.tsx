import { CollectionDetailScreen } from './collection-detail-screen.tsx';

/** /collection/public/{id}: the shared link of a collection (no visibility badge; back goes to explore). */
export function PublicCollectionScreen() {
  return <CollectionDetailScreen publicVariant />;
}

export { PublicCollectionScreen as Component };

/** The collection's query, started as the detail page does. */
export { createLoader } from './collection-detail-screen.tsx';
