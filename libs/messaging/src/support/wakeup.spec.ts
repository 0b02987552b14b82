import { Wakeup } from './wakeup';

describe('Wakeup', () => {
  it('waits the full time when nobody wakes it', async () => {
    const started = Date.now();
    await new Wakeup().wait(30);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });

  it('returns as soon as it is woken', async () => {
    const wakeup = new Wakeup();
    const started = Date.now();
    setTimeout(() => wakeup.wake(), 10);
    await wakeup.wait(10_000);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('remembers a wake that came while nobody waited, once', async () => {
    const wakeup = new Wakeup();
    wakeup.wake();
    wakeup.wake();
    const started = Date.now();
    await wakeup.wait(10_000);
    expect(Date.now() - started).toBeLessThan(1000);
    const second = Date.now();
    await wakeup.wait(30);
    expect(Date.now() - second).toBeGreaterThanOrEqual(25);
  });
});
