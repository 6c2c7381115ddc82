import { Heart } from 'lucide-react';
import { CollectionCard } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { usePopularCollections } from '../api/home.ts';
import { HomeSection } from './home-section.tsx';

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
          <li key={collection.id} className="flex w-[140px] shrink-0 snap-start flex-col gap-1">
            <CollectionCard
              href={paths.publicCollection(collection.id)}
              name={collection.name}
              gameCount={collection.totalGamesCount}
              covers={collection.coverImageUrls}
              isPublic
              showVisibility={false}
            />
            <p className="flex items-center justify-between gap-1 text-xs text-muted-foreground">
              <span className="truncate">{collection.ownerDisplayName ?? collection.ownerUsername}</span>
              <span className="flex shrink-0 items-center gap-0.5 tabular-nums">
                <Heart aria-hidden className="size-3" />
                <span className="sr-only">좋아요 </span>
                {collection.likesCount}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
