import { dehydrate, hydrate, partialMatchKey, type Query, type QueryClient } from '@tanstack/react-query';
import { isConnectionFailure } from '../api-client';
import {
  currentUserQueryKey,
  feedsKey,
  profilesKey,
  progressKey,
  scoresKey,
  trickListKey,
  trickSummariesKey,
  tricksKey,
} from '../query-keys';
import { readStorage, writeStorage } from '../storage';

const STORAGE_KEY = 'boonies.offline-queries';
/**
 * The catalogue is most of what is kept (hundreds of kilobytes) and rarely changes, while the feed and the
 * progress change with every tap: it has its own entry, serialised and written again only when its data
 * changed, and a small entry naming the version written.
 */
const CATALOGUE_STORAGE_KEY = 'boonies.offline-queries.catalogue';
const CATALOGUE_VERSION_STORAGE_KEY = 'boonies.offline-queries.catalogue-version';
/** A day-old copy still beats a blank screen at the park; older than a week is no longer worth showing. */
const MAX_AGE_MS = 7 * 24 * 60 * 60_000;
const SAVE_DELAY_MS = 1000;

/**
 * What opens with no signal: the session, the catalogue and trick pages, the skater's progress and score,
 * profiles and the last feed pages seen. Searches and admin screens are not kept.
 */
const SESSION_QUERY = currentUserQueryKey;
const KEPT_QUERIES: readonly (readonly string[])[] = [
  SESSION_QUERY,
  tricksKey,
  progressKey,
  scoresKey,
  profilesKey,
  feedsKey,
];

/**
 * A query's last good copy: its data, as long as the server has not since answered with an error. A refresh
 * that got no answer (a failed or timed-out connection) leaves the last good copy kept: on one bar of signal
 * every refresh fails, and dropping what it was refreshing would empty the app (and sign it out) on the next
 * open.
 */
function hasGoodCopy(query: Query): boolean {
  const { status, data, error } = query.state;
  return status === 'success' || (status === 'error' && data !== undefined && isConnectionFailure(error));
}

function isKept(query: Query): boolean {
  return hasGoodCopy(query) && KEPT_QUERIES.some((prefix) => partialMatchKey(query.queryKey, prefix));
}

type DehydratedQuery = ReturnType<typeof dehydrate>['queries'][number];

/** Kept as the good copy it is: the failed refresh after it is not worth bringing back. */
function asGoodCopy(query: DehydratedQuery): DehydratedQuery {
  if (query.state.status !== 'error') return query;
  return {
    ...query,
    state: { ...query.state, status: 'success', error: null, fetchFailureCount: 0, fetchFailureReason: null },
  };
}

/** The whole catalogue and its summaries: both large, both changing only when an admin edits a trick. */
function isCatalogue(query: DehydratedQuery): boolean {
  return partialMatchKey(query.queryKey, trickListKey) || partialMatchKey(query.queryKey, trickSummariesKey);
}

/** Which data of the catalogue a copy holds: its queries and when each was fetched. */
function versionOf(catalogue: readonly DehydratedQuery[]): string {
  return catalogue.map((query) => `${query.queryHash}@${query.state.dataUpdatedAt}`).join(' ');
}

/** A copy without an account would open the app signed out while its session cookie is still valid. */
function hasSignedInAccount(state: ReturnType<typeof dehydrate>): boolean {
  const session = state.queries.find((query) => partialMatchKey(query.queryKey, SESSION_QUERY));
  return Boolean(session?.state.data);
}

interface StoredQueries {
  savedAt: number;
  state: ReturnType<typeof dehydrate>;
}

/**
 * Puts back the queries kept on this device, marked stale so that with a connection every screen refreshes
 * them; without one the query waits (paused) and the kept copy shows.
 */
export function restorePersistedQueries(queryClient: QueryClient, now = Date.now()): void {
  const raw = readStorage(STORAGE_KEY);
  if (!raw) return;
  try {
    const stored = JSON.parse(raw) as StoredQueries;
    if (now - stored.savedAt > MAX_AGE_MS || !hasSignedInAccount(stored.state))
      return clearPersistedQueries();
    hydrate(queryClient, stored.state);
    const catalogue = readStorage(CATALOGUE_STORAGE_KEY);
    if (catalogue)
      hydrate(queryClient, { mutations: [], queries: JSON.parse(catalogue) as DehydratedQuery[] });
    void queryClient.invalidateQueries({ refetchType: 'none' });
  } catch {
    clearPersistedQueries();
  }
}

/** Keeps the kept queries in local storage as they change, a second after the last change. */
export function startPersistingQueries(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    // Signed out, or the session ended elsewhere: nothing is kept for an account nobody is signed in as.
    if (!queryClient.getQueryData(SESSION_QUERY)) return clearPersistedQueries();
    const dehydrated = dehydrate(queryClient, { shouldDehydrateQuery: isKept });
    const state = { ...dehydrated, queries: dehydrated.queries.map(asGoodCopy) };
    const catalogue = state.queries.filter(isCatalogue);
    const version = versionOf(catalogue);
    if (version !== readStorage(CATALOGUE_VERSION_STORAGE_KEY)) {
      writeStorage(CATALOGUE_STORAGE_KEY, JSON.stringify(catalogue));
      writeStorage(CATALOGUE_VERSION_STORAGE_KEY, version);
    }
    const rest = { ...state, queries: state.queries.filter((query) => !isCatalogue(query)) };
    writeStorage(STORAGE_KEY, JSON.stringify({ savedAt: Date.now(), state: rest } satisfies StoredQueries));
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    if (timer === undefined) timer = setTimeout(save, SAVE_DELAY_MS);
  });
  // The app leaving the screen may be its last moment (the phone closes it): what waits to be saved goes now.
  const saveNow = () => {
    if (timer === undefined || document.visibilityState !== 'hidden') return;
    clearTimeout(timer);
    save();
  };
  document.addEventListener('visibilitychange', saveNow);
  return () => {
    unsubscribe();
    document.removeEventListener('visibilitychange', saveNow);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** Forgets the kept copy: on sign-out nothing of this account may open for the next one. */
export function clearPersistedQueries(): void {
  try {
    for (const key of [STORAGE_KEY, CATALOGUE_STORAGE_KEY, CATALOGUE_VERSION_STORAGE_KEY]) {
      window.localStorage.removeItem(key);
    }
  } catch {
    // Storage disabled: nothing was kept.
  }
}
