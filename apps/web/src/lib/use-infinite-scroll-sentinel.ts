import { useEffect, useRef } from 'react';

/** Spec 1 §9: load more when the sentinel comes within half a viewport below the fold. */
export const INFINITE_SCROLL_OBSERVER_OPTIONS: IntersectionObserverInit = {
  rootMargin: '0px 0px 50% 0px',
  threshold: 0.1,
};

/**
 * Calls `onLoadMore` when the returned ref's element nears the viewport. The observer is rebuilt
 * whenever `enabled` flips back on, so a sentinel that is still visible after a page arrives
 * loads the next one too.
 */
export function useInfiniteScrollSentinel<T extends Element>(enabled: boolean, onLoadMore: () => void) {
  const ref = useRef<T>(null);
  const callback = useRef(onLoadMore);
  callback.current = onLoadMore;

  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    }, INFINITE_SCROLL_OBSERVER_OPTIONS);
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);

  return ref;
}
