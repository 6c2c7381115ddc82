import { PublicCollectionsScreen } from '../../features/explore/components/public-collections-screen.tsx';

/** /explore: public collections to browse (the collection detail's back target). */
export function Component() {
  return <PublicCollectionsScreen title="컬렉션 탐색" />;
}
