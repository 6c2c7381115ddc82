import { PublicCollectionItem } from '../../../components/public-collection-item.tsx';
import { paths } from '../../../config/paths.ts';
import { usePopularCollections } from '../api/home.ts';
import { HomeSection } from './home-section.tsx';
import { HydrateLater } from '../../../lib/hydrate-later.tsx';

/** 인기 컬렉션 (spec 1 §2, §8): up to 12 public collections; the section is left out when there are none or they fail. */
export function PopularCollections() {
  const query = usePopularCollections();
  const collections = query.data?.content ?? [];
  if (collections.length === 0) return null;

  return (
    <HomeSection id="home-popular-collections" title="인기 컬렉션" moreHref={paths.publicCollections}>
      <ul
        aria-label="인기 컬렉션 목록"
        className="flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-gutter pb-1 [scrollbar-width:none]"
      >
        {collections.map((collection) => (
          <HydrateLater key={collection.id}>
            <PublicCollectionItem collection={collection} className="w-[140px] shrink-0 snap-start" />
          </HydrateLater>
        ))}
      </ul>
    </HomeSection>
  );
}
