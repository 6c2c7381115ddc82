import { useCallback, useEffect, useRef, useState, type ComponentProps, type KeyboardEvent, type MouseEvent } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../lib/cn';
import { useLatest } from '../lib/use-latest';

/** Auto-advance interval. */
export const BANNER_AUTOPLAY_MS = 4000;
/** Auto-play resumes this long after a swipe. */
export const BANNER_RESUME_MS = 3000;
/** A horizontal swipe or drag longer than this changes the slide. */
export const BANNER_SWIPE_PX = 50;
/** A drag up to this long is still a click; longer suppresses the click. */
export const BANNER_CLICK_SLOP_PX = 5;

export type BannerLinkType = 'NONE' | 'INTERNAL' | 'EXTERNAL';

/** One slide, in the carousel's own terms (the app maps its banner data onto it). */
export type BannerSlide = {
  id: string | number;
  imageUrl: string;
  title: string;
  description?: string | null;
  /** Shown behind the image (and instead of it when it fails). */
  backgroundColor?: string | null;
  linkType: BannerLinkType;
  linkUrl?: string | null;
};

export type BannerCarouselProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The slides, in order: image, title, optional description and where a click leads (linkType, linkUrl). */
  banners: BannerSlide[];
  /** Called with linkUrl when an INTERNAL banner is clicked (the app routes it). */
  onNavigate: (url: string) => void;
  /** Advance every `BANNER_AUTOPLAY_MS` (4000 ms; on by default); never under prefers-reduced-motion. */
  autoPlay?: boolean;
  /** Accessible name of the carousel region. */
  label?: string;
};

function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => typeof window !== 'undefined' && window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setReduced(list.matches);
    update();
    list.addEventListener?.('change', update);
    return () => list.removeEventListener?.('change', update);
  }, []);
  return reduced;
}

const wrap = (index: number, length: number) => ((index % length) + length) % length;

type Gesture = { startX: number; startY: number; maxDistance: number; startIndex: number };

function pointOf(event: globalThis.MouseEvent | TouchEvent): { x: number; y: number } | null {
  if ('touches' in event) {
    const touch = event.touches[0] ?? event.changedTouches[0];
    return touch ? { x: touch.clientX, y: touch.clientY } : null;
  }
  return { x: event.clientX, y: event.clientY };
}

function BannerImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed || src === '') return null;
  return (
    <img
      src={src}
      alt=""
      draggable={false}
      onError={() => setFailed(true)}
      data-slot="banner-carousel-image"
      className="absolute inset-0 size-full object-cover"
    />
  );
}

const arrowButton =
  'absolute top-1/2 z-10 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-black/50 text-white outline-none transition-colors hover:bg-black/70 focus-visible:ring-2 focus-visible:ring-white [&_svg]:size-5';

/**
 * Home banners (embla): auto-advance every 4 s with looping; a swipe over 50 px changes the slide and pauses
 * auto-play for 3 s; a drag over 5 px is not a click. Arrow buttons, dots and ArrowLeft/ArrowRight navigate.
 * Auto-play also holds while keyboard focus is inside.
 */
export function BannerCarousel({ banners, onNavigate, autoPlay = true, label = '배너', className, ...props }: BannerCarouselProps) {
  const count = banners.length;
  const multiple = count > 1;
  const [viewportRef, api] = useEmblaCarousel({
    loop: multiple,
    align: 'start',
    dragThreshold: BANNER_CLICK_SLOP_PX,
    watchDrag: multiple,
  });
  const [selected, setSelected] = useState(0);
  const [settled, setSettled] = useState(true);
  const [swipePaused, setSwipePaused] = useState(false);
  const [focusPaused, setFocusPaused] = useState(false);
  const [dragging, setDragging] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const gesture = useRef<Gesture | null>(null);
  const suppressClick = useRef(false);
  const viewportNode = useRef<HTMLDivElement | null>(null);
  const onNavigateRef = useLatest(onNavigate);

  const autoPlaying = autoPlay && multiple && !reducedMotion && !swipePaused && !focusPaused && !dragging;

  useEffect(() => {
    if (!api) return;
    const onInit = () => setSelected(api.selectedScrollSnap());
    // A new target means movement until 'settle' (the first 'scroll' only comes on the next frame).
    const onSelect = () => {
      setSelected(api.selectedScrollSnap());
      setSettled(false);
    };
    const onScroll = () => setSettled(false);
    const onSettle = () => setSettled(true);
    onInit();
    api.on('select', onSelect).on('reInit', onInit).on('scroll', onScroll).on('settle', onSettle);
    return () => {
      api.off('select', onSelect).off('reInit', onInit).off('scroll', onScroll).off('settle', onSettle);
    };
  }, [api]);

  // One timer per shown slide: any slide change (auto, arrow, dot, swipe) restarts the 4 s countdown.
  useEffect(() => {
    if (!api || !autoPlaying) return;
    const timer = setTimeout(() => api.scrollNext(), BANNER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [api, autoPlaying, selected]);

  useEffect(() => {
    if (!swipePaused) return;
    const timer = setTimeout(() => setSwipePaused(false), BANNER_RESUME_MS);
    return () => clearTimeout(timer);
  }, [swipePaused]);

  // Our own gesture tracking decides the slide (embla's choice depends on flick speed) and the click.
  useEffect(() => {
    const node = viewportNode.current;
    if (!api || !node || !multiple) return;
    const onMove = (event: globalThis.MouseEvent | TouchEvent) => {
      const g = gesture.current;
      const p = pointOf(event);
      if (!g || !p) return;
      g.maxDistance = Math.max(g.maxDistance, Math.abs(p.x - g.startX));
      if (g.maxDistance > BANNER_CLICK_SLOP_PX) suppressClick.current = true;
    };
    const onUp = (event: globalThis.MouseEvent | TouchEvent) => {
      const g = gesture.current;
      const p = pointOf(event);
      gesture.current = null;
      window.removeEventListener('mousemove', onMove);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('mouseup', onUp);
      window.removeEventListener('touchend', onUp);
      window.removeEventListener('touchcancel', onUp);
      setDragging(false);
      if (!g || !p) return;
      const dx = p.x - g.startX;
      const dy = p.y - g.startY;
      g.maxDistance = Math.max(g.maxDistance, Math.abs(dx));
      if (g.maxDistance > BANNER_CLICK_SLOP_PX) suppressClick.current = true;
      if (Math.abs(dx) > BANNER_SWIPE_PX && Math.abs(dx) >= Math.abs(dy)) {
        api.scrollTo(wrap(g.startIndex + (dx < 0 ? 1 : -1), api.scrollSnapList().length));
        setSwipePaused(true);
      } else if (g.maxDistance > 0) {
        api.scrollTo(g.startIndex);
      }
    };
    const onDown = (event: globalThis.MouseEvent | TouchEvent) => {
      if ('button' in event && event.button !== 0) return;
      const p = pointOf(event);
      if (!p) return;
      suppressClick.current = false;
      gesture.current = { startX: p.x, startY: p.y, maxDistance: 0, startIndex: api.selectedScrollSnap() };
      setDragging(true);
      window.addEventListener('mousemove', onMove);
      window.addEventListener('touchmove', onMove, { passive: true });
      window.addEventListener('mouseup', onUp);
      window.addEventListener('touchend', onUp);
      window.addEventListener('touchcancel', onUp);
    };
    node.addEventListener('mousedown', onDown);
    node.addEventListener('touchstart', onDown, { passive: true });
    return () => {
      node.removeEventListener('mousedown', onDown);
      node.removeEventListener('touchstart', onDown);
      onUp(new window.MouseEvent('mouseup'));
    };
  }, [api, multiple]);

  const setViewport = useCallback(
    (node: HTMLDivElement | null) => {
      viewportNode.current = node;
      viewportRef(node);
    },
    [viewportRef],
  );

  const activate = (banner: BannerSlide, event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    const url = banner.linkUrl;
    if (!url) return;
    if (banner.linkType === 'INTERNAL') onNavigateRef.current(url);
    else if (banner.linkType === 'EXTERNAL') window.open(url, '_blank', 'noopener,noreferrer');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!api) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      api.scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      api.scrollNext();
    }
  };

  if (count === 0) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-slot="banner-carousel"
      data-autoplay={autoPlaying ? 'on' : 'off'}
      data-settled={settled}
      data-index={selected}
      onKeyDownCapture={onKeyDown}
      onFocus={(event) => {
        if (event.target.matches(':focus-visible')) setFocusPaused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusPaused(false);
      }}
      className={cn('relative w-full', className)}
      {...props}
    >
      <div ref={setViewport} data-slot="banner-carousel-viewport" className="overflow-hidden rounded-lg">
        <div data-slot="banner-carousel-track" aria-live={autoPlaying ? 'off' : 'polite'} className="flex touch-pan-y">
          {banners.map((banner, index) => {
            const current = index === selected;
            const linked = banner.linkType !== 'NONE' && banner.linkUrl != null && banner.linkUrl !== '';
            const content = (
              <>
                {/* The banner's colour as an SVG fill, not a style attribute: the strict CSP would block that
                    in a server-rendered page. */}
                {banner.backgroundColor && (
                  <svg aria-hidden className="absolute inset-0 size-full">
                    <rect width="100%" height="100%" fill={banner.backgroundColor} />
                  </svg>
                )}
                <BannerImage src={banner.imageUrl} />
                <span className="absolute inset-0 bg-gradient-to-t from-black/75 via-black/25 to-transparent" />
                <span className="absolute inset-x-0 bottom-0 flex flex-col gap-0.5 p-4 pb-6 text-left text-white">
                  <span data-slot="banner-carousel-title" className="line-clamp-2 text-lg leading-snug font-bold">
                    {banner.title}
                  </span>
                  {banner.description && (
                    <span data-slot="banner-carousel-description" className="line-clamp-1 text-[13px] text-white/90">
                      {banner.description}
                    </span>
                  )}
                </span>
              </>
            );
            const surface = cn(
              'relative block aspect-[2/1] w-full overflow-hidden rounded-lg bg-muted select-none',
              linked && 'cursor-pointer outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
            );
            return (
              <div
                key={banner.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} / ${count}`}
                aria-hidden={!current || undefined}
                inert={!current}
                data-slot="banner-carousel-slide"
                data-current={current || undefined}
                className="min-w-0 shrink-0 grow-0 basis-full"
              >
                {linked ? (
                  <a
                    href={banner.linkUrl!}
                    draggable={false}
                    data-link-type={banner.linkType}
                    {...(banner.linkType === 'EXTERNAL' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    onClick={(event) => activate(banner, event)}
                    className={surface}
                  >
                    {content}
                    {banner.linkType === 'EXTERNAL' && <span className="sr-only"> (새 창)</span>}
                  </a>
                ) : (
                  <div data-link-type="NONE" className={surface}>
                    {content}
                  </div>
                )}
              </div>
            );
          })}
        </div>
      </div>
      {multiple && (
        <>
          <button type="button" aria-label="이전 배너" onClick={() => api?.scrollPrev()} className={cn(arrowButton, 'left-2')}>
            <ChevronLeft aria-hidden />
          </button>
          <button type="button" aria-label="다음 배너" onClick={() => api?.scrollNext()} className={cn(arrowButton, 'right-2')}>
            <ChevronRight aria-hidden />
          </button>
          <div data-slot="banner-carousel-dots" className="absolute inset-x-0 bottom-1 flex justify-center">
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                aria-label={`${index + 1}번째 배너 보기`}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => api?.scrollTo(index)}
                className="group/dot inline-flex size-6 items-center justify-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-white"
              >
                <span
                  aria-hidden
                  className={cn('block h-1.5 rounded-pill transition-all', index === selected ? 'w-4 bg-white' : 'w-1.5 bg-white/60')}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
