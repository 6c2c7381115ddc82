import { PublicCollectionsScreen } from '../../features/explore/components/public-collections-screen.tsx';

/** /collections/public: every public collection. */
export function Component() {
  return <PublicCollectionsScreen title="공개 컬렉션" />;
}
