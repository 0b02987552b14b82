import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type TrackerView = 'list' | 'map';

const PARAMS = {
  view: 'view',
  query: 'q',
  openCategory: 'open',
  mapCategory: 'category',
  onlyNext: 'next',
} as const;

/**
 * The tracker's state that lives in the address: the view, the search, the open categories and the map's
 * filters. Opening a trick and coming Back finds the screen as it was, and a link shares it.
 */
export function useTrackerParams() {
  const [params, setParams] = useSearchParams();

  // Filters replace the history entry: Back leaves the screen instead of undoing keystrokes one by one.
  const update = useCallback(
    (change: (next: URLSearchParams) => void, { push = false } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: !push, preventScrollReset: true },
      ),
    [setParams],
  );

  const openCategories = params.getAll(PARAMS.openCategory);

  return {
    view: (params.get(PARAMS.view) === 'map' ? 'map' : 'list') as TrackerView,
    /** Switching views is a step Back can undo. */
    setView: (view: TrackerView) =>
      update((next) => setOrDelete(next, PARAMS.view, view === 'map' ? 'map' : null), { push: true }),
    query: params.get(PARAMS.query) ?? '',
    setQuery: (query: string) => update((next) => setOrDelete(next, PARAMS.query, query || null)),
    openCategories,
    setCategoryOpen: (category: string, open: boolean) =>
      update((next) => {
        const others = next.getAll(PARAMS.openCategory).filter((value) => value !== category);
        next.delete(PARAMS.openCategory);
        for (const value of open ? [...others, category] : others) next.append(PARAMS.openCategory, value);
      }),
    mapCategory: params.get(PARAMS.mapCategory),
    setMapCategory: (category: string | null) =>
      update((next) => setOrDelete(next, PARAMS.mapCategory, category)),
    onlyNext: params.get(PARAMS.onlyNext) === '1',
    setOnlyNext: (onlyNext: boolean) =>
      update((next) => setOrDelete(next, PARAMS.onlyNext, onlyNext ? '1' : null)),
  };
}

function setOrDelete(params: URLSearchParams, name: string, value: string | null): void {
  if (value === null) params.delete(name);
  else params.set(name, value);
}
