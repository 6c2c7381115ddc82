import { PublicCollectionsScreen } from './public-collections-screen.tsx';

/** /explore: public collections to browse (the collection detail's back target). */
export function ExploreScreen() {
  return <PublicCollectionsScreen title="컬렉션 탐색" />;
}

export { ExploreScreen as Component };
