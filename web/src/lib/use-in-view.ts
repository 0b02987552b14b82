import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is within `rootMargin` of the viewport. Without IntersectionObserver (old browsers,
 * jsdom) it reports `fallback`, and callers keep a button for the same action.
 */
export function useInView(
  ref: RefObject<Element | null>,
  { rootMargin = '0px', fallback = false, enabled = true } = {},
): boolean {
  const [inView, setInView] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false), {
      rootMargin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, enabled]);
  return inView;
}
