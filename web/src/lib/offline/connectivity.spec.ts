import { onlineManager } from '@tanstack/react-query';
import { isServerUnreachable, probe, reportConnectionFailure } from './connectivity';

describe('the connection as the app sees it', () => {
  afterEach(() => jest.useRealTimers());

  it('checks again and again while the server stays silent, and comes back online on its first answer', async () => {
    jest.useFakeTimers();
    let answering = false;
    const fetchMock = jest.fn(async (_input: RequestInfo | URL, init: RequestInit = {}) => {
      if (!answering) throw new TypeError('Failed to fetch');
      expect(init).toMatchObject({ method: 'HEAD', cache: 'no-store' });
      return new Response(null, { status: 401 });
    });
    window.fetch = fetchMock as typeof window.fetch;

    reportConnectionFailure();
    expect(onlineManager.isOnline()).toBe(false);

    await jest.advanceTimersByTimeAsync(2_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Half as often each time: the next check is 4 s later, not 2.
    await jest.advanceTimersByTimeAsync(2_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onlineManager.isOnline()).toBe(false);

    answering = true;
    await jest.advanceTimersByTimeAsync(8_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(isServerUnreachable()).toBe(false);
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('checks at once when the phone reports a connection again', async () => {
    const fetchMock = jest.fn(async () => new Response(null, { status: 200 }));
    window.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof window.fetch;
    reportConnectionFailure();
    window.fetch = fetchMock as typeof window.fetch;

    window.dispatchEvent(new Event('online'));

    await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(isServerUnreachable()).toBe(false);
  });

  it('does not check while the server answers', async () => {
    const fetchMock = jest.fn();
    window.fetch = fetchMock as typeof window.fetch;

    await probe();

    expect(fetchMock).not.toHaveBeenCalled();
  });
});
