import { useCallback, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport, and from then on. Lets a page put off heavy
 * parts (a map and its library) that a phone only needs when the reader scrolls to them.
 */
export function useNearViewport<T extends Element>(margin = '300px'): [(node: T | null) => void, boolean] {
  // False at first on every side (the server renders the placeholder, and hydration must meet the same).
  const [near, setNear] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (node: T | null) => {
      observer.current?.disconnect();
      if (!node || near) return;
      if (typeof IntersectionObserver === 'undefined') return setNear(true); // an old browser: load it now
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          setNear(true);
          observer.current?.disconnect();
        },
        { rootMargin: margin },
      );
      observer.current.observe(node);
    },
    [margin, near],
  );
  return [ref, near];
}
