import { waitFor } from '../src/wait-for';

describe('waitFor', () => {
  it('answers the first value the probe gives, polling until then', async () => {
    let polls = 0;
    const answer = await waitFor(async () => (++polls < 3 ? undefined : 'ready'), { intervalMs: 1 });

    expect(answer).toBe('ready');
    expect(polls).toBe(3);
  });

  it('keeps polling while the probe answers false', async () => {
    let polls = 0;
    await expect(waitFor(() => ++polls >= 2, { intervalMs: 1 })).resolves.toBe(true);
  });

  it('names what it waited for when it gives up', async () => {
    await expect(
      waitFor(async () => undefined, { description: 'event 42 to be handled', timeoutMs: 30, intervalMs: 5 }),
    ).rejects.toThrow('Waited 0.03 s for event 42 to be handled in vain');
  });

  it('lets errors of the probe through at once', async () => {
    await expect(
      waitFor(async () => {
        throw new Error('relation "inbox" does not exist');
      }),
    ).rejects.toThrow('relation "inbox" does not exist');
  });
});
