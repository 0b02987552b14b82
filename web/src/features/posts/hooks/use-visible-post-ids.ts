import { useEffect, useState, type RefObject } from 'react';

/**
 * The ids of the posts whose cards are on screen (or within `rootMargin` of it), for a list whose children
 * are the cards of `postIds` in order. Without IntersectionObserver (jsdom), none.
 */
export function useVisiblePostIds(
  list: RefObject<Element | null>,
  postIds: readonly string[],
  rootMargin = '200px',
): string[] {
  const [visible, setVisible] = useState<string[]>([]);
  const key = postIds.join(',');
  useEffect(() => {
    const element = list.current;
    if (!element || !key || typeof IntersectionObserver === 'undefined') return;
    const ids = key.split(',');
    const shown = new Set<string>();
    const idOf = new Map<Element, string>();
    Array.from(element.children).forEach((child, index) => {
      if (ids[index]) idOf.set(child, ids[index]);
    });
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const postId = idOf.get(entry.target);
          if (!postId) continue;
          if (entry.isIntersecting) shown.add(postId);
          else shown.delete(postId);
        }
        setVisible(ids.filter((postId) => shown.has(postId)));
      },
      { rootMargin },
    );
    for (const child of idOf.keys()) observer.observe(child);
    return () => observer.disconnect();
  }, [list, key, rootMargin]);
  return visible;
}
