import { useEffect, useState, type RefObject } from 'react';

/** How close to the viewport a box below the fold must come before its code is fetched and started. */
export const NEAR_VIEWPORT = '400px 0px';

/**
 * Calls `run` once `element` comes within NEAR_VIEWPORT of the viewport (at once without
 * IntersectionObserver); returns the cleanup. What a page shows below the fold (a listing's map, the
 * providers serving its city) loads then, not with the page's first load (decision 054).
 */
export function whenNearViewport(element: Element, run: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    run();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** Whether `ref`'s element has come near the viewport (false on the server and until then; stays true). */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !ref.current) return;
    return whenNearViewport(ref.current, () => setNear(true));
  }, [near, ref]);
  return near;
}
