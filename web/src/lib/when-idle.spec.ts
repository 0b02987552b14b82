import { holdIdleWorkUntil, whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    holdIdleWorkUntil(Promise.resolve());
    jest.useRealTimers();
  });

  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    // Enough turns for the promise chain and the zero-delay timer that stands in for an idle moment.
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    return done;
  };

  it('resolves once the page has loaded', async () => {
    expect(await settled(whenIdle())).toBe(true);
  });

  it('waits for the first screen when the app holds idle work until it is up', async () => {
    let show!: () => void;
    holdIdleWorkUntil(new Promise<void>((resolve) => (show = resolve)));
    const idle = whenIdle();

    expect(await settled(idle)).toBe(false);
    show();
    expect(await settled(idle)).toBe(true);
  });

  it('goes ahead after five seconds if the first screen never comes up', async () => {
    jest.useFakeTimers();
    holdIdleWorkUntil(new Promise<void>(() => undefined));
    let done = false;
    void whenIdle().then(() => (done = true));

    await jest.advanceTimersByTimeAsync(4_900);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(200);
    expect(done).toBe(true);
  });
});
