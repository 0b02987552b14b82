import { onlineManager } from '@tanstack/react-query';
import { mockFetch } from '@/test/fetch-mock';
import { ApiError, apiClient, ConnectionError, serverMessageOf } from './api-client';
import { isServerUnreachable } from './offline/connectivity';

describe('apiClient', () => {
  it('sends JSON with the session cookie and the header that marks the call as the app’s own', async () => {
    const requests = mockFetch({ 'POST /api/things': { status: 201, json: { id: 'a' } } });

    const created = await apiClient.post<{ id: string }>('/api/things', { name: 'kickflip' });

    expect(created).toEqual({ id: 'a' });
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/things',
        credentials: 'include',
        headers: {
          Accept: 'application/json',
          'X-Requested-With': 'boonies',
          'Content-Type': 'application/json',
        },
        body: { name: 'kickflip' },
      },
    ]);
  });

  it('marks reads too, without a body or content type', async () => {
    const requests = mockFetch({ 'GET /api/things': { status: 200, json: [] } });

    await apiClient.get('/api/things');

    expect(requests[0]).toMatchObject({ credentials: 'include', body: undefined });
    expect(requests[0].headers).toEqual({ Accept: 'application/json', 'X-Requested-With': 'boonies' });
  });

  it('resolves an empty reply (204) to undefined', async () => {
    mockFetch({ 'POST /api/auth/signout': { status: 204 } });

    await expect(apiClient.post('/api/auth/signout')).resolves.toBeUndefined();
  });

  it('raises "<status>: <response text>" and exposes the server’s error body', async () => {
    const body = { error: 'Username already taken', code: 'USERNAME_TAKEN', field: 'username' };
    mockFetch({ 'POST /api/auth/signup': { status: 409, json: body, statusText: 'Conflict' } });

    const error = await apiClient.post('/api/auth/signup', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: `409: ${JSON.stringify(body)}`,
      status: 409,
      body,
      code: 'USERNAME_TAKEN',
      field: 'username',
    });
    expect(serverMessageOf(error)).toBe('Username already taken');
  });

  it('uses the status text when the reply has no body', async () => {
    mockFetch({ 'GET /api/auth/me': { status: 503, statusText: 'Service Unavailable' } });

    await expect(apiClient.get('/api/auth/me')).rejects.toThrow(new Error('503: Service Unavailable'));
  });

  it('keeps a reply that is not the server’s JSON in the message only', async () => {
    mockFetch({
      'GET /api/tricks': { status: 502, text: '<html>Bad gateway</html>', statusText: 'Bad Gateway' },
    });

    const error = await apiClient.get('/api/tricks').catch((caught: unknown) => caught);

    expect(error).toMatchObject({ message: '502: <html>Bad gateway</html>', body: null, code: undefined });
    expect(serverMessageOf(error)).toBeUndefined();
  });

  it('has no server message for a network failure', async () => {
    mockFetch({ 'GET /api/tricks': { networkError: true } });

    const error = await apiClient.get('/api/tricks').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toMatchObject({ reason: 'failed' });
    expect(serverMessageOf(error)).toBeUndefined();
  });

  it('takes a failed connection for being offline, and any answer for being back', async () => {
    mockFetch({ 'GET /api/tricks': { networkError: true }, 'GET /api/things': { status: 404 } });

    await apiClient.get('/api/tricks').catch(() => undefined);
    expect(isServerUnreachable()).toBe(true);
    expect(onlineManager.isOnline()).toBe(false);

    // An error status is still an answer: the server was reached.
    await apiClient.get('/api/things').catch(() => undefined);
    expect(isServerUnreachable()).toBe(false);
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('gives up on an answer that does not come in time, as on one bar of signal', async () => {
    jest.useFakeTimers();
    window.fetch = jest.fn(
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    ) as typeof window.fetch;

    const pending = apiClient.get('/api/tricks').catch((caught: unknown) => caught);
    await jest.advanceTimersByTimeAsync(10_000);
    const error = await pending;
    jest.useRealTimers();

    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toMatchObject({ reason: 'timeout' });
    expect(onlineManager.isOnline()).toBe(false);
  });

  it("lets the caller's own cancellation through without going offline", async () => {
    window.fetch = jest.fn(
      (_input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    ) as typeof window.fetch;
    const controller = new AbortController();

    const pending = apiClient
      .get('/api/tricks', { signal: controller.signal })
      .catch((caught: unknown) => caught);
    controller.abort();

    expect(await pending).toMatchObject({ name: 'AbortError' });
    expect(isServerUnreachable()).toBe(false);
    expect(onlineManager.isOnline()).toBe(true);
  });
});
