import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'boonies-list-scroll';

function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Keeps a list's place across a visit to one of its entries. The page-wide restoration scrolls back as the
 * page opens, when a list that renders after its skeleton is not there yet, so the browser stops at the
 * skeleton's height; the list itself scrolls back once it is shown, on Back (a POP) only. The place is kept
 * per history entry, as the router's own restoration keeps it.
 */
export function useListScrollMemory(): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    const saved = savedPositions()[key];
    if (navigationType === 'POP' && saved !== undefined && saved > 0) window.scrollTo(0, saved);
    return () => {
      // Runs as the list leaves, before the next page scrolls to its top.
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...savedPositions(), [key]: window.scrollY }));
    };
    // The list's place is restored once, when it appears for this history entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
