import { QueryClient } from '@tanstack/react-query';
import { endSession } from '@/lib/session/session-cache';
import { ApiError, ConnectionError } from '@/lib/api-client';
import { clearPersistedQueries, restorePersistedQueries, startPersistingQueries } from './persisted-queries';

const STORAGE_KEY = 'boonies.offline-queries';
const me = { id: 'skater-1', username: 'ollie' };

/** A page's query client that has seen the account, its tricks and a search, and kept them. */
function keptFromPreviousVisit(): void {
  jest.useFakeTimers();
  const queryClient = new QueryClient();
  const stop = startPersistingQueries(queryClient);
  queryClient.setQueryData(['auth', 'me'], me);
  queryClient.setQueryData(['tricks', 'list'], [{ id: 'ollie' }]);
  queryClient.setQueryData(['progress', me.id], [{ trickId: 'ollie', learned: true }]);
  queryClient.setQueryData(['posts', 'feed', 'home'], { pages: [[{ id: 'post-1' }]], pageParams: [null] });
  queryClient.setQueryData(['profiles', 'search', 'oll'], [{ id: 'someone' }]);
  jest.advanceTimersByTime(1000);
  stop();
  jest.useRealTimers();
}

describe('queries kept for offline use', () => {
  it('brings back the session, catalogue, progress and feed, but not searches', () => {
    keptFromPreviousVisit();

    const queryClient = new QueryClient();
    restorePersistedQueries(queryClient);

    expect(queryClient.getQueryData(['auth', 'me'])).toEqual(me);
    expect(queryClient.getQueryData(['tricks', 'list'])).toEqual([{ id: 'ollie' }]);
    expect(queryClient.getQueryData(['progress', me.id])).toEqual([{ trickId: 'ollie', learned: true }]);
    expect(queryClient.getQueryData(['posts', 'feed', 'home'])).toMatchObject({
      pages: [[{ id: 'post-1' }]],
    });
    expect(queryClient.getQueryData(['profiles', 'search', 'oll'])).toBeUndefined();
  });

  it('marks what it brings back as stale, so a connection refreshes it', () => {
    keptFromPreviousVisit();

    const queryClient = new QueryClient();
    restorePersistedQueries(queryClient);

    expect(queryClient.getQueryState(['tricks', 'list'])?.isInvalidated).toBe(true);
  });

  it('ignores a copy older than a week', () => {
    keptFromPreviousVisit();

    const queryClient = new QueryClient();
    restorePersistedQueries(queryClient, Date.now() + 8 * 24 * 60 * 60_000);

    expect(queryClient.getQueryData(['tricks', 'list'])).toBeUndefined();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('forgets everything on sign-out, so the next account on the phone sees none of it', () => {
    keptFromPreviousVisit();
    const queryClient = new QueryClient();
    restorePersistedQueries(queryClient);

    endSession(queryClient);

    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem('boonies.offline-queries.catalogue')).toBeNull();
    const next = new QueryClient();
    restorePersistedQueries(next);
    expect(next.getQueryData(['progress', me.id])).toBeUndefined();
  });

  it('writes the catalogue again only when its data changed, not with every tap on the feed', () => {
    keptFromPreviousVisit();
    jest.useFakeTimers();
    const queryClient = new QueryClient();
    restorePersistedQueries(queryClient);
    const stop = startPersistingQueries(queryClient);
    const written = jest.spyOn(Storage.prototype, 'setItem');
    const writtenKeys = () => written.mock.calls.map(([key]) => key);

    queryClient.setQueryData(['posts', 'feed', 'home'], { pages: [[{ id: 'post-2' }]], pageParams: [null] });
    jest.advanceTimersByTime(1000);
    expect(writtenKeys()).toEqual([STORAGE_KEY]);

    written.mockClear();
    jest.advanceTimersByTime(1);
    queryClient.setQueryData(['tricks', 'list'], [{ id: 'ollie' }, { id: 'kickflip' }]);
    jest.advanceTimersByTime(1000);
    expect(writtenKeys()).toContain('boonies.offline-queries.catalogue');
    stop();
    written.mockRestore();
    jest.useRealTimers();

    const next = new QueryClient();
    restorePersistedQueries(next);
    expect(next.getQueryData(['tricks', 'list'])).toEqual([{ id: 'ollie' }, { id: 'kickflip' }]);
    expect(next.getQueryData(['posts', 'feed', 'home'])).toMatchObject({ pages: [[{ id: 'post-2' }]] });
  });

  it("keeps the catalogue's summaries with the catalogue, out of the entry written on every change", () => {
    jest.useFakeTimers();
    const queryClient = new QueryClient();
    const stop = startPersistingQueries(queryClient);
    queryClient.setQueryData(['auth', 'me'], me);
    queryClient.setQueryData(['tricks', 'summaries'], [{ id: 'ollie', name: 'Ollie' }]);
    jest.advanceTimersByTime(1000);
    stop();
    jest.useRealTimers();

    expect(window.localStorage.getItem(STORAGE_KEY)).not.toContain('summaries');
    expect(window.localStorage.getItem('boonies.offline-queries.catalogue')).toContain('summaries');
    const next = new QueryClient();
    restorePersistedQueries(next);
    expect(next.getQueryData(['tricks', 'summaries'])).toEqual([{ id: 'ollie', name: 'Ollie' }]);
  });

  it('keeps the last good copy, signed in, through refreshes that get no answer, open after open', async () => {
    keptFromPreviousVisit();
    for (let open = 0; open < 3; open++) {
      jest.useFakeTimers();
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      restorePersistedQueries(queryClient);
      const stop = startPersistingQueries(queryClient);
      // One bar of signal: the session check fails, the progress check runs out of time.
      const noAnswer = (reason: 'failed' | 'timeout') => () => Promise.reject(new ConnectionError(reason));
      await queryClient
        .fetchQuery({ queryKey: ['auth', 'me'], queryFn: noAnswer('failed') })
        .catch(() => null);
      await queryClient
        .fetchQuery({ queryKey: ['progress', me.id], queryFn: noAnswer('timeout') })
        .catch(() => null);
      jest.advanceTimersByTime(1000);
      stop();
      jest.useRealTimers();
    }

    const queryClient = new QueryClient();
    restorePersistedQueries(queryClient);
    expect(queryClient.getQueryData(['auth', 'me'])).toEqual(me);
    expect(queryClient.getQueryData(['progress', me.id])).toEqual([{ trickId: 'ollie', learned: true }]);
    expect(queryClient.getQueryState(['progress', me.id])?.status).toBe('success');
  });

  it('drops a copy the server has since refused: an answer is not a weak signal', async () => {
    keptFromPreviousVisit();
    jest.useFakeTimers();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    restorePersistedQueries(queryClient);
    const stop = startPersistingQueries(queryClient);
    await queryClient
      .fetchQuery({
        queryKey: ['progress', me.id],
        queryFn: () => Promise.reject(new ApiError(404, '404: Not Found', null)),
      })
      .catch(() => null);
    jest.advanceTimersByTime(1000);
    stop();
    jest.useRealTimers();

    const next = new QueryClient();
    restorePersistedQueries(next);
    expect(next.getQueryData(['auth', 'me'])).toEqual(me);
    expect(next.getQueryData(['progress', me.id])).toBeUndefined();
  });

  it('saves at once when the app leaves the screen, which may be its last moment', () => {
    jest.useFakeTimers();
    const queryClient = new QueryClient();
    const stop = startPersistingQueries(queryClient);
    queryClient.setQueryData(['auth', 'me'], me);
    queryClient.setQueryData(['progress', me.id], [{ trickId: 'kickflip', learned: true }]);
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');

    document.dispatchEvent(new Event('visibilitychange'));

    visibility.mockRestore();
    stop();
    jest.useRealTimers();
    const next = new QueryClient();
    restorePersistedQueries(next);
    expect(next.getQueryData(['progress', me.id])).toEqual([{ trickId: 'kickflip', learned: true }]);
  });

  it('survives a damaged copy', () => {
    window.localStorage.setItem(STORAGE_KEY, '{not json');

    const queryClient = new QueryClient();
    restorePersistedQueries(queryClient);

    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    clearPersistedQueries();
  });

  it('keeps nothing once the session has ended elsewhere', () => {
    keptFromPreviousVisit();
    jest.useFakeTimers();
    const queryClient = new QueryClient();
    restorePersistedQueries(queryClient);
    const stop = startPersistingQueries(queryClient);

    // What the app does when a read answers 401.
    queryClient.setQueryData(['auth', 'me'], null);
    jest.advanceTimersByTime(1000);
    stop();
    jest.useRealTimers();

    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('ignores a copy without a signed-in account, which would open the app signed out', () => {
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        savedAt: Date.now(),
        state: {
          mutations: [],
          queries: [
            {
              queryKey: ['auth', 'me'],
              queryHash: '["auth","me"]',
              state: { data: null, status: 'success', dataUpdatedAt: Date.now() },
            },
          ],
        },
      }),
    );

    const queryClient = new QueryClient();
    restorePersistedQueries(queryClient);

    expect(queryClient.getQueryState(['auth', 'me'])).toBeUndefined();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });
});
