import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Skeleton, type BannerCarousel as BannerCarouselComponent } from '@gameshelf/ui';
import { useBanners } from '../api/home.ts';
import { FALLBACK_BANNERS } from '../lib/fallback-banners.ts';
import { lazyInOwnTask } from '../../../lib/lazy-in-own-task.ts';

/**
 * The banner carousel (spec 1 §2, §4): the active banners in order; the two built-in ones when the
 * call fails or there are none. INTERNAL links route inside the app, EXTERNAL ones open a new tab
 * without opener, NONE does nothing (the carousel handles the gestures, autoplay and controls).
 */
/**
 * The carousel (and embla) is its own chunk so the home route stays within the JS budget; the route's
 * loader starts fetching it with the page's data (`loadBannerCarousel`).
 */
export const loadBannerCarousel = () =>
  import('./banner-carousel-chunk.ts').then((module) => {
    loadedCarousel = module.BannerCarousel;
    return module;
  });
/** The carousel once its chunk is here: rendered as it is, without a Suspense boundary (below). */
let loadedCarousel: typeof BannerCarouselComponent | null = null;
const LazyBannerCarousel = lazyInOwnTask(() => loadBannerCarousel().then((module) => ({ default: module.BannerCarousel })));

function BannerSkeleton() {
  return (
    <div className="px-gutter pt-3">
      <Skeleton aria-hidden radius="lg" className="aspect-[2/1] w-full" />
    </div>
  );
}

export function HomeBanners({ autoPlay = true }: { autoPlay?: boolean }) {
  const navigate = useNavigate();
  const query = useBanners();
  // Decided once: a carousel that first suspended keeps its boundary (swapping it out would remount it).
  const [loadedAtMount] = useState(() => loadedCarousel);
  if (query.isPending) return <BannerSkeleton />;
  const banners = query.data && query.data.length > 0 ? query.data : FALLBACK_BANNERS;
  // The server renders the carousel plainly (its route loader waits for the chunk there): a Suspense
  // boundary in a server render is sent as a template and an inline script, which the CSP refuses. In the
  // browser a carousel whose chunk is still on its way suspends; during hydration Preact keeps the
  // server's markup meanwhile.
  const Carousel = loadedAtMount ?? LazyBannerCarousel;
  const carousel = (
    <div className="px-gutter pt-3">
      <Carousel autoPlay={autoPlay} banners={banners} label="이벤트 배너" onNavigate={(url) => void navigate(url)} />
    </div>
  );
  return loadedAtMount ? carousel : <Suspense fallback={<BannerSkeleton />}>{carousel}</Suspense>;
}
