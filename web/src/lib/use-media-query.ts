import { useSyncExternalStore } from 'react';

/** Tailwind's breakpoints as media queries (rem in a media query is the browser's 16 px, not the page's). */
export const BREAKPOINTS = {
  md: '(min-width: 48rem)',
  lg: '(min-width: 64rem)',
  xl: '(min-width: 80rem)',
} as const;

/**
 * Whether the media query matches now, following the window as it resizes. For parts a screen hides with
 * CSS anyway: not rendering them spares a phone their requests and their rendering.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
